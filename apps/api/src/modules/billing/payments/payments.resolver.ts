import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import { CurrentSession, RequirePermissions } from '../../auth/auth.decorators';
import type { Session } from '../../auth/session';
import {
  CancelSubscriptionPayload,
  CreateCustomerPortalSessionPayload,
  CreatePaymentSessionPayload,
} from '../dtos/payment.types';
import { presentSubscription } from '../subscription.presenter';
import { PaymentsService } from './payments.service';

@Resolver()
export class PaymentsResolver {
  constructor(private readonly payments: PaymentsService) {}

  @RequirePermissions(Permission.CREATE_PAYMENT_SESSION)
  @Mutation(() => CreatePaymentSessionPayload, {
    description:
      "Pay-now and upgrade: a hosted checkout of the premium plan of the organization's audience. Both " +
      'addresses must be pages of this site.',
  })
  async createPaymentSession(
    @CurrentSession() session: Session,
    @Args('successUrl', { type: () => String }) successUrl: string,
    @Args('cancelUrl', { type: () => String }) cancelUrl: string,
  ): Promise<CreatePaymentSessionPayload> {
    const paymentSession = await this.payments.createPaymentSession({
      organizationId: session.organization.id,
      organizationName: session.organization.name,
      email: session.user.email,
      successUrl,
      cancelUrl,
    });
    return { paymentSession, errors: [] };
  }

  @RequirePermissions(Permission.CREATE_CUSTOMER_PORTAL_SESSION)
  @Mutation(() => CreateCustomerPortalSessionPayload, {
    description:
      "The payment provider's billing portal (card, invoices); returnUrl must be a page of this site.",
  })
  async createCustomerPortalSession(
    @CurrentSession() session: Session,
    @Args('returnUrl', { type: () => String }) returnUrl: string,
  ): Promise<CreateCustomerPortalSessionPayload> {
    return { url: await this.payments.createPortalSession(session.organization.id, returnUrl), errors: [] };
  }

  @RequirePermissions(Permission.CANCEL_SUBSCRIPTION)
  @Mutation(() => CancelSubscriptionPayload, {
    description: 'Cancels the paid subscription at the end of its paid period (endsAt is then set).',
  })
  async cancelSubscription(@CurrentSession() session: Session): Promise<CancelSubscriptionPayload> {
    return {
      subscription: presentSubscription(await this.payments.cancel(session.organization.id)),
      errors: [],
    };
  }
}
