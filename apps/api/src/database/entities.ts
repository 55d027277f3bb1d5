import { User } from '../modules/accounts/user.entity';
import { UserToken } from '../modules/accounts/user-token.entity';
import { Subscription } from '../modules/billing/subscription.entity';
import { UsageRecord } from '../modules/limits/usage-record.entity';
import { Organization } from '../modules/organizations/organization.entity';
import { Video } from '../modules/videos/video.entity';

/** Every entity, for the data source; each module registers its own with TypeOrmModule.forFeature. */
export const ENTITIES = [User, UserToken, Organization, Subscription, Video, UsageRecord];
