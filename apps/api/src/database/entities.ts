import { User } from '../modules/accounts/user.entity';
import { UserToken } from '../modules/accounts/user-token.entity';
import { Subscription } from '../modules/billing/subscription.entity';
import { VideoCaption } from '../modules/captions/video-caption.entity';
import { D2CApiKey } from '../modules/d2c/d2c-api-key.entity';
import { D2CTranscription } from '../modules/d2c/d2c-transcription.entity';
import { UsageRecord } from '../modules/limits/usage-record.entity';
import { Organization } from '../modules/organizations/organization.entity';
import { TranscriptSegmentRow } from '../modules/transcripts/transcript-segment.entity';
import { Transcription } from '../modules/transcripts/transcription.entity';
import { Video } from '../modules/videos/video.entity';

/** Every entity, for the data source; each module registers its own with TypeOrmModule.forFeature. */
export const ENTITIES = [
  User,
  UserToken,
  Organization,
  Subscription,
  Video,
  UsageRecord,
  Transcription,
  TranscriptSegmentRow,
  VideoCaption,
  D2CApiKey,
  D2CTranscription,
];
