import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PublicationUploadStatus, PublishingTargetType } from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { VideoType } from '../../videos/dtos/video.types';

// The publishing enums are the domain's, under the spec's names.
registerEnumType(PublishingTargetType, {
  name: 'PublishingTargetType',
  description: "SelfPublication: the organization's own public pages; YouTube: a linked YouTube account.",
});
registerEnumType(PublicationUploadStatus, { name: 'PublicationUploadStatus' });

@ObjectType('PublishingTarget', { description: 'Where an organization publishes.' })
export class PublishingTargetObject {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => PublishingTargetType) type!: PublishingTargetType;
  @Field(() => Date, {
    nullable: true,
    description: 'When the video given as videoId is scheduled to go live on this target; null otherwise.',
  })
  scheduledPublishDate!: Date | null;
}

@ObjectType('PublicationType', { description: "A video on the organization's own public pages." })
export class PublicationType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: 'The public page; null while scheduled.' })
  publicUrl!: string | null;
  @Field(() => ID) publishingTargetId!: string;
  @Field(() => Boolean, { description: 'A newer video version exists than the one it shows.' })
  stale!: boolean;
}

@ObjectType('RefusedCaption', {
  description: 'A caption of the video YouTube did not take when the video was uploaded, with its words.',
})
export class RefusedCaptionType {
  @Field(() => ID) captionId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) languageCode!: string;
  @Field(() => String, { description: "YouTube's reason." })
  reason!: string;
}

@ObjectType('ExternalPublicationType', { description: 'A video on a video-sharing service (YouTube).' })
export class ExternalPublicationType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: 'The watch page, once uploaded.' })
  publicUrl!: string | null;
  @Field(() => Boolean, { description: 'A newer video version exists than the one it shows.' })
  stale!: boolean;
  @Field(() => String, { nullable: true, description: "The video's page in YouTube Studio, once uploaded." })
  studioUrl!: string | null;
  @Field(() => PublicationUploadStatus) uploadStatus!: PublicationUploadStatus;
  @Field(() => ID) publishingTargetId!: string;
  @Field(() => String, { nullable: true, description: 'Why the upload failed (FAILED).' })
  failureReason!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it goes live, for a scheduled publication.' })
  scheduledDatetime!: Date | null;
  @Field(() => [RefusedCaptionType], {
    description: 'The captions YouTube refused at the upload (the video is up without them).',
  })
  refusedCaptions!: RefusedCaptionType[];
}

@InputType('YouTubeOptionsInput')
export class YouTubeOptionsInput {
  @Field(() => String, {
    nullable: true,
    description: 'A YouTube video category id (availableYouTubeCategories); required for a first upload.',
  })
  category?: string | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When scheduledPublishDate is not given: the date to publish at (past or empty: now).',
  })
  publishAt?: Date | null;
}

@ObjectType()
export class PublishVideoPayload extends MutationPayload {
  @Field(() => VideoType, { nullable: true }) video?: VideoType | null;
}

@ObjectType()
export class UnpublishVideoPayload extends MutationPayload {
  @Field(() => VideoType, { nullable: true }) video?: VideoType | null;
}

@ObjectType()
export class CancelScheduledPublishPayload extends MutationPayload {
  @Field(() => VideoType, { nullable: true }) video?: VideoType | null;
}
