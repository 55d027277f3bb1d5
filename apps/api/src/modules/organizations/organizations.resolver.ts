import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ErrorCode, hasPermissions, Permission } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import { CurrentSession, Public, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { StorageService } from '../storage/storage.service';
import {
  CreateOrganizationPayload,
  DeleteOrganizationLogoPayload,
  OrganizationInput,
  UpdateOrganizationPayload,
} from './dtos/organization.inputs';
import { PaymentSessionInput } from '../billing/dtos/payment.types';
import { presentOrganization } from './organization.presenter';
import { OrganizationsService } from './organizations.service';

@Resolver()
export class OrganizationsResolver {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly storage: StorageService,
  ) {}

  @Public()
  @Mutation(() => CreateOrganizationPayload, {
    description:
      'Opens the mailed verification link: creates the organization, its owner membership and subscription. ' +
      'For a paid plan sold here, paymentSession is the hosted checkout (its URLs must be pages of this ' +
      'site); otherwise null.',
  })
  async createOrganization(
    @Args('token') token: string,
    @Args('organization', { type: () => OrganizationInput, nullable: true })
    organization?: OrganizationInput | null,
    @Args('paymentSession', { type: () => PaymentSessionInput, nullable: true })
    paymentSession?: PaymentSessionInput | null,
  ): Promise<CreateOrganizationPayload> {
    const created = await this.organizations.createFromVerification(
      token,
      organization?.name,
      paymentSession,
    );
    return {
      organization: presentOrganization(created.organization, this.storage),
      paymentSession: created.paymentSession,
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_ORGANIZATION)
  @Mutation(() => UpdateOrganizationPayload, {
    description: 'Name and logo (base64); isMonetizationEnabled needs CHANGE_ORGANIZATION_MONETIZATION too.',
  })
  async updateOrganization(
    @CurrentSession() session: Session,
    @Args('name', { type: () => String, nullable: true }) name?: string | null,
    @Args('logo', { type: () => String, nullable: true }) logo?: string | null,
    @Args('isMonetizationEnabled', { type: () => Boolean, nullable: true })
    isMonetizationEnabled?: boolean | null,
  ): Promise<UpdateOrganizationPayload> {
    if (
      typeof isMonetizationEnabled === 'boolean' &&
      !hasPermissions(session.permissions, [Permission.CHANGE_ORGANIZATION_MONETIZATION])
    ) {
      throw contractError(ErrorCode.PERMISSIONS_ERROR, { field: 'isMonetizationEnabled' });
    }
    const updated = await this.organizations.update(session.organization.id, {
      name,
      logo,
      isMonetizationEnabled,
    });
    return {
      organization: presentOrganization({ ...updated, subscription: session.subscription }, this.storage),
      errors: [],
    };
  }

  @RequirePermissions(Permission.DELETE_ORGANIZATION_LOGO)
  @Mutation(() => DeleteOrganizationLogoPayload)
  async deleteOrganizationLogo(@CurrentSession() session: Session): Promise<DeleteOrganizationLogoPayload> {
    await this.organizations.deleteLogo(session.organization.id);
    return { errors: [] };
  }
}
