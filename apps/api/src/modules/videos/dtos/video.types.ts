import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import {
  ContentSource,
  LogoPosition,
  PipelineType,
  TranscriptionStatus,
  VideoOrigin,
  VideoStatus,
} from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { ConnectionType, ListArgs } from '../../../common/graphql/connection';
import '../../../common/graphql/enums';
import './video.enums';

@ObjectType('VideoThumbnailType', {
  description: 'A thumbnail of a video: a candidate the transcoder took (SYSTEM) or an upload (USER).',
})
export class VideoThumbnailType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A signed URL; it expires.' }) imageUrl!: string;
  @Field(() => ContentSource) source!: ContentSource;
}

@ObjectType('TagType', { description: 'A tag or category (internal tag) of a video.' })
export class TagType {
  @Field(() => String) value!: string;
}

@ObjectType('VideoStreamType')
export class VideoStreamType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The streaming standard: HLS.' }) standard!: string;
  @Field(() => String, {
    description: 'The master playlist, under a grant that expires; it lists the renditions that exist.',
  })
  manifestFileUrl!: string;
}

@ObjectType('VideoType')
export class VideoType {
  @Field(() => ID) id!: string;
  @Field(() => ID, { description: 'The stored media, shared by a video and its duplicates.' })
  globalId!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => Date) created!: Date;
  @Field(() => VideoStatus) status!: VideoStatus;
  @Field(() => VideoOrigin) origin!: VideoOrigin;
  @Field(() => PipelineType) pipelineType!: PipelineType;
  @Field(() => Int) views!: number;
  @Field(() => Int, { nullable: true, description: 'Milliseconds, once the source is probed.' })
  duration!: number | null;
  @Field(() => Int, { description: '0–100.' }) processingProgress!: number;
  @Field(() => String, { nullable: true, description: 'Why processing failed (status FAILED).' })
  failureReason!: string | null;
  @Field(() => Boolean) isMonetizationEnabled!: boolean;
  @Field(() => [TagType]) tags!: TagType[];
  @Field(() => [TagType], { description: 'Shown as categories.' }) internalTags!: TagType[];
  @Field(() => Boolean, { description: 'The organization logo watermarks the player.' })
  orgLogoEnabled!: boolean;
  @Field(() => LogoPosition) orgLogoPosition!: LogoPosition;
  @Field(() => Int, { description: 'The newest metadata version; 0 before the first saved change.' })
  version!: number;
  @Field(() => ID, { nullable: true, description: 'The selected thumbnail; null for the poster.' })
  thumbnailId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The selected thumbnail, else the poster, as a signed URL.',
  })
  thumbnailUrl!: string | null;
  @Field(() => [VideoThumbnailType]) thumbnails!: VideoThumbnailType[];
  @Field(() => String, { nullable: true, description: 'WebVTT storyboard of the seek bar (signed URL).' })
  storyboardUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'The original file, as a signed download URL.' })
  videoFileUrl!: string | null;
  @Field(() => [VideoStreamType]) videoStreams!: VideoStreamType[];
  @Field(() => TranscriptionStatus, {
    nullable: true,
    description:
      'The system transcript: QUEUED once the video is processed, then IN_PROGRESS, COMPLETED or FAILED ' +
      '(the video stays usable); null before processing ends.',
  })
  transcriptionStatus!: TranscriptionStatus | null;
  @Field(() => String, { nullable: true, description: 'Why the transcription failed (FAILED).' })
  transcriptionFailureReason!: string | null;
  @Field(() => ID, { nullable: true, description: 'The end card shown after the video; null when none.' })
  endCardId!: string | null;
}

export const VideoConnection = ConnectionType(VideoType, 'Video');

@ArgsType()
export class VideosArgs extends ListArgs {
  @Field(() => Boolean, {
    nullable: true,
    description: 'One video per globalId (the newest) when there is no search text.',
  })
  distinctGlobalId?: boolean | null;
}

@ObjectType()
export class DeleteVideoPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedVideoId?: string | null;
  @Field(() => [ID], { nullable: true }) deletedVideoIds?: string[] | null;
}

@ObjectType()
export class DuplicateVideoPayload extends MutationPayload {
  @Field(() => VideoType, { nullable: true }) video?: VideoType | null;
}

@ObjectType()
export class ReprocessFailedVideoPayload extends MutationPayload {
  @Field(() => VideoType, { nullable: true }) video?: VideoType | null;
}

@InputType({
  description:
    'Partial: a field left out is unchanged; null resets it (title: refused, description: empty, tags: ' +
    'none, thumbnailId: the poster, orgLogoEnabled: false, orgLogoPosition: BOTTOM_RIGHT).',
})
export class UpdateVideoInput {
  @Field(() => String, { nullable: true, description: 'Required, max 256.' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'Max 5000.' }) description?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Max 60 characters each; trimmed, blanks ignored, duplicates dropped.',
  })
  tags?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Categories; the rules of tags.' })
  internalTags?: string[] | null;
  @Field(() => ID, { nullable: true, description: 'One of the video thumbnails; null for the poster.' })
  thumbnailId?: string | null;
  @Field(() => Boolean, { nullable: true }) orgLogoEnabled?: boolean | null;
  @Field(() => LogoPosition, { nullable: true }) orgLogoPosition?: LogoPosition | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "An end card of the organization (else NOT_FOUND); null removes it. Live on the video's " +
      'publications at once: it does not make a published video EDITED.',
  })
  endCardId?: string | null;
}

@ObjectType()
export class UpdateVideoPayload extends MutationPayload {
  @Field(() => VideoType, { nullable: true }) video?: VideoType | null;
}

@ObjectType()
export class CreateVideoThumbnailPayload extends MutationPayload {
  @Field(() => VideoThumbnailType, { nullable: true }) thumbnail?: VideoThumbnailType | null;
}

@ObjectType()
export class DeleteVideoThumbnailPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedVideoThumbnailId?: string | null;
}
