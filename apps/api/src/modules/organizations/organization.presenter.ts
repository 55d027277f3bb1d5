import { presentSubscription } from '../billing/subscription.presenter';
import type { StorageService } from '../storage/storage.service';
import type { OrganizationType } from './dtos/organization.type';
import type { Organization } from './organization.entity';

export function presentOrganization(organization: Organization, storage: StorageService): OrganizationType {
  return {
    id: organization.id,
    name: organization.name,
    logoUrl: storage.publicUrl(organization.logoKey),
    ownerId: organization.ownerId,
    isMonetizationEnabled: organization.isMonetizationEnabled,
    widgetApiKey: { key: organization.widgetApiKey },
    subscription: organization.subscription ? presentSubscription(organization.subscription) : null,
  };
}
