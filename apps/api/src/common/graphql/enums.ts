import { registerEnumType } from '@nestjs/graphql';
import {
  LimitKind,
  LimitPeriod,
  OrganizationRole,
  Permission,
  SubscriptionPlan,
  SubscriptionStatus,
  ToggleAction,
} from '@framehouse/domain';

// The GraphQL enums are the domain's enums, registered once under the spec's names.
registerEnumType(OrganizationRole, { name: 'OrganizationRole' });
registerEnumType(Permission, { name: 'Permission' });
registerEnumType(SubscriptionPlan, { name: 'SubscriptionPlan' });
registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus' });
registerEnumType(ToggleAction, { name: 'MemberToggleAction' });
registerEnumType(LimitKind, { name: 'LimitKind' });
registerEnumType(LimitPeriod, { name: 'LimitPeriod' });
