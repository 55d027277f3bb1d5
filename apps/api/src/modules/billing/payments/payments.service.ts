import { Injectable, Inject, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BillingMessages,
  canCancelSubscription,
  canUpgradeSubscription,
  ErrorCode,
  isPayingProviderState,
  paidPlanFor,
  returnUrlProblem,
  type SubscriptionPlan,
} from '@framehouse/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { ContractError, contractError } from '../../../common/errors/contract-error';
import { ErrorList } from '../../../common/errors/error-list';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { Subscription } from '../subscription.entity';
import { effectiveStatus } from '../subscription-status';
import { isProviderError, PaymentProvider } from './payment-provider';
import {
  isCurrentSubscription,
  subscriptionChanges,
  type ProviderSubscription,
} from './provider-subscription';

/** What the browser is sent to: the provider's hosted checkout. */
export interface PaymentSession {
  id: string;
  stripePaymentSessionId: string;
  url: string;
}

export interface CheckoutInput {
  organizationId: string;
  organizationName: string;
  /** The owner's address, for the provider's receipts. */
  email: string;
  successUrl: string | null | undefined;
  cancelUrl: string | null | undefined;
}

/**
 * Card payments of subscriptions: checkout, the provider's billing portal, cancelling, and the
 * subscription row kept as the provider says it is. Provider failures become a contract error, never a
 * half-made change: the row changes only after the provider answered.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
  ) {}

  /** Whether an organization on `plan` can pay by card here (the Payment Plan tab and pay-now ask). */
  sellsTo(plan: SubscriptionPlan | null | undefined): boolean {
    return this.provider.sells(paidPlanFor(plan));
  }

  /**
   * A hosted checkout of the premium plan of the organization's audience, inside the caller's
   * transaction (registration creates the organization in the same one: no organization without its
   * checkout, no checkout of an organization that was not created).
   */
  async checkout(manager: EntityManager, input: CheckoutInput): Promise<PaymentSession> {
    this.checkReturnUrls({ successUrl: input.successUrl, cancelUrl: input.cancelUrl });
    return this.checkoutLocked(manager, await this.lockSubscription(manager, input.organizationId), input);
  }

  /** Pay-now and upgrade: refused while the organization already has the top plan of its audience. */
  async createPaymentSession(input: CheckoutInput): Promise<PaymentSession> {
    return this.dataSource.transaction(async (manager) => {
      const subscription = await this.lockSubscription(manager, input.organizationId);
      if (!canUpgradeSubscription(effectiveStatus(subscription))) {
        throw contractError(ErrorCode.ORGANIZATION_ALREADY_HAS_PREMIUM_SUBSCRIPTION);
      }
      this.checkReturnUrls({ successUrl: input.successUrl, cancelUrl: input.cancelUrl });
      return this.checkoutLocked(manager, subscription, input);
    });
  }

  /** The checkout of a subscription row the caller holds locked, its return addresses already checked. */
  private async checkoutLocked(
    manager: EntityManager,
    subscription: Subscription,
    input: CheckoutInput,
  ): Promise<PaymentSession> {
    const plan = paidPlanFor(subscription.plan);
    if (!this.provider.sells(plan)) throw contractError(ErrorCode.PAYMENTS_NOT_CONFIGURED);
    return this.providerCall(async () => {
      if (!subscription.stripeCustomerId) {
        subscription.stripeCustomerId = await this.provider.createCustomer({
          organizationId: input.organizationId,
          name: input.organizationName,
          email: input.email,
        });
        await manager.getRepository(Subscription).update(subscription.id, {
          stripeCustomerId: subscription.stripeCustomerId,
        });
      }
      const session = await this.provider.createCheckout({
        organizationId: input.organizationId,
        customerId: subscription.stripeCustomerId,
        plan,
        successUrl: input.successUrl as string,
        cancelUrl: input.cancelUrl as string,
      });
      return { id: session.id, stripePaymentSessionId: session.id, url: session.url };
    });
  }

  /** The provider's billing portal (card, invoices, plan), for an organization that has paid by card. */
  async createPortalSession(organizationId: string, returnUrl: string | null | undefined): Promise<string> {
    this.checkReturnUrls({ returnUrl });
    const subscription = await this.dataSource.getRepository(Subscription).findOneBy({ organizationId });
    if (!this.provider.enabled) throw contractError(ErrorCode.PAYMENTS_NOT_CONFIGURED);
    const customerId = subscription?.stripeCustomerId;
    if (!customerId) throw contractError(ErrorCode.ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION);
    return this.providerCall(() => this.provider.createPortalSession(customerId, returnUrl as string));
  }

  /**
   * Cancels at the end of the paid period: the organization keeps its plan until then, and the row
   * shows the end date at once (the provider's webhook confirms the same state later).
   */
  async cancel(organizationId: string): Promise<Subscription> {
    const subscription = await this.dataSource.getRepository(Subscription).findOneBy({ organizationId });
    const providerId = subscription?.stripeSubscriptionId;
    if (
      !subscription ||
      !providerId ||
      !this.provider.enabled ||
      !isPayingProviderState(subscription.providerState ?? '') ||
      !canCancelSubscription(effectiveStatus(subscription), subscription.endsAt)
    ) {
      throw contractError(ErrorCode.ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION);
    }
    const cancelled = await this.providerCall(() => this.provider.cancelAtPeriodEnd(providerId));
    const applied = await this.dataSource.transaction((manager) =>
      this.applyProviderSubscription(manager, cancelled, organizationId),
    );
    return applied ?? subscription;
  }

  /**
   * Makes the organization's row what the provider's subscription says, under the row's lock. The
   * organization is the one named (checkout reference), else the subscription's metadata, else the row
   * already linked to it or to its customer. Null when no organization is found or the subscription is
   * an old one the organization has replaced.
   */
  async applyProviderSubscription(
    manager: EntityManager,
    provider: ProviderSubscription,
    organizationId: string | null,
  ): Promise<Subscription | null> {
    const repository = manager.getRepository(Subscription);
    const orgId = organizationId ?? provider.organizationId;
    const found =
      (orgId ? await repository.findOneBy({ organizationId: orgId }) : null) ??
      (await repository.findOneBy({ stripeSubscriptionId: provider.id })) ??
      (provider.customerId ? await repository.findOneBy({ stripeCustomerId: provider.customerId }) : null);
    if (!found) return null;
    const subscription = await this.lockSubscription(manager, found.organizationId);
    if (!isCurrentSubscription(provider, subscription.stripeSubscriptionId)) return null;
    Object.assign(subscription, subscriptionChanges(provider, this.provider.planOfPrice, subscription.plan));
    return repository.save(subscription);
  }

  private checkReturnUrls(urls: Record<string, string | null | undefined>): void {
    const errors = new ErrorList();
    for (const [field, value] of Object.entries(urls)) {
      errors.check(field, returnUrlProblem(value, this.config.publicUrl));
    }
    errors.throwIfAny();
  }

  private async lockSubscription(manager: EntityManager, organizationId: string): Promise<Subscription> {
    const subscription = await manager
      .getRepository(Subscription)
      .findOne({ where: { organizationId }, lock: { mode: 'pessimistic_write' } });
    if (!subscription) throw contractError(ErrorCode.NOT_FOUND);
    return subscription;
  }

  /** A provider refusal or outage as the contract's error; our own contract errors pass through. */
  private async providerCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ContractError) throw error;
      if (isProviderError(error)) {
        this.logger.error(`Payment provider call failed: ${error.type} ${error.message}`);
        throw contractError(ErrorCode.SERVER_ERROR, { message: BillingMessages.paymentProviderFailed });
      }
      throw error;
    }
  }
}
