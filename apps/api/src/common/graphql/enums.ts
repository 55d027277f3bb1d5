import { registerEnumType } from '@nestjs/graphql';
import {
  ContentSource,
  LimitKind,
  LimitPeriod,
  OrganizationRole,
  Permission,
  SubscriptionPlan,
  SubscriptionStatus,
  ToggleAction,
  TranscriptionStatus,
} from '@framehouse/domain';

// The GraphQL enums are the domain's enums, registered once under the spec's names.
registerEnumType(OrganizationRole, { name: 'OrganizationRole' });
registerEnumType(Permission, { name: 'Permission' });
registerEnumType(SubscriptionPlan, { name: 'SubscriptionPlan' });
registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus' });
registerEnumType(ToggleAction, { name: 'MemberToggleAction' });
registerEnumType(LimitKind, { name: 'LimitKind' });
registerEnumType(LimitPeriod, { name: 'LimitPeriod' });
registerEnumType(ContentSource, {
  name: 'ContentSource',
  description: 'Where a caption, moment or object came from.',
});
registerEnumType(TranscriptionStatus, { name: 'TranscriptionStatus' });
