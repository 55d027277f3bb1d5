import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ContentSource, DEFAULT_ORDER_BY, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { ConnectionType } from '../../../common/graphql/connection';
import '../../../common/graphql/enums';
import {
  TIME_INPUT_DESCRIPTION,
  TIMESTAMP_DESCRIPTION,
  TimeRangeType,
} from '../../../common/graphql/time-range.type';
import { TagType, VideoType } from '../../videos/dtos/video.types';

/** The moments list's sortable fields; startTimestamp sorts by start then end (the editor's order). */
export const MOMENT_ORDER_FIELDS = ['title', 'created', 'startTimestamp', 'endTimestamp', 'visible'] as const;
export type MomentOrderField = (typeof MOMENT_ORDER_FIELDS)[number];

@ObjectType('MomentThumbnailType', { description: 'A thumbnail a member uploaded for a moment.' })
export class MomentThumbnailType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A signed URL; it expires.' }) imageUrl!: string;
  @Field(() => ContentSource) source!: ContentSource;
}

@ObjectType('MomentType', { description: 'A part of a video with its own title, description and thumbnail.' })
export class MomentType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => TimeRangeType) timeRange!: TimeRangeType;
  @Field(() => String, { description: TIMESTAMP_DESCRIPTION }) startTimestamp!: string;
  @Field(() => String, { description: TIMESTAMP_DESCRIPTION }) endTimestamp!: string;
  @Field(() => Boolean, { description: 'Enabled (toggleMoment ENABLE) or disabled.' }) visible!: boolean;
  @Field(() => ID, { nullable: true, description: 'The selected thumbnail; null when none is.' })
  thumbnailId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The selected thumbnail, else the video's thumbnail, as a signed URL.",
  })
  thumbnailUrl!: string | null;
  @Field(() => [MomentThumbnailType], { description: 'Oldest first; at most 10.' })
  thumbnails!: MomentThumbnailType[];
  @Field(() => [TagType]) tags!: TagType[];
  @Field(() => [TagType], { description: 'Shown as categories.' }) internalTags!: TagType[];
  @Field(() => VideoType) video!: VideoType;
  @Field(() => ID, { nullable: true, description: "The moment's own end card; null: the video's shows." })
  endCardId!: string | null;
  @Field(() => Date) created!: Date;
  @Field(() => ContentSource, { description: 'USER: made by a member; SYSTEM: suggested.' })
  source!: ContentSource;
  @Field(() => Boolean, {
    description: "Visible, and its video live on the organization's own pages (its public page answers).",
  })
  isPublished!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'Its public address on the target momentById was asked for (own pages by default): the moment page, ' +
      'or the YouTube watch page at its start once uploaded; null when it is not published there.',
  })
  publicMomentUrl!: string | null;
  // inCarousel is the widgets module's field (resolved per row through the request's loaders).
}

export const MomentConnection = ConnectionType(MomentType, 'Moment');

@ArgsType()
export class MomentsArgs {
  @Field(() => String, { nullable: true, description: 'Moments of this title exactly (case-insensitive).' })
  title?: string | null;
  @Field(() => ID, { nullable: true, description: "One video's moments; all of the organization's without." })
  videoId?: string | null;
  @Field(() => String, { nullable: true, description: 'Text in the title or the description.' })
  search?: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `From 1 to ${MAX_PAGE_SIZE} (the tab offers 25, 50, 100; the editor asks for 999).`,
  })
  pageSize?: number;
  @Field(() => String, {
    nullable: true,
    description:
      `One of ${MOMENT_ORDER_FIELDS.join(', ')}, "-" for descending; default ${DEFAULT_ORDER_BY}. ` +
      'startTimestamp sorts by start then end, endTimestamp by end then start.',
  })
  orderBy?: string;
  @Field(() => ID, {
    nullable: true,
    description:
      'Answers the page (of pageSize, under the search and order given) that holds this moment instead of ' +
      '`page`: a link to one moment opens where it is listed. NOT_FOUND when the list does not hold it.',
  })
  pageOf?: string | null;
}

const TAGS = 'Max 60 characters each; trimmed, blanks ignored, duplicates dropped.';
const END_CARD = "An end card of the organization (else NOT_FOUND); null for none (the video's shows).";

@InputType('CreateMomentInput')
export class CreateMomentInput {
  @Field(() => String, { nullable: true, description: 'Required (trimmed), max 256.' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'Max 5000.' }) description?: string | null;
  @Field(() => String, { nullable: true, description: `Required. ${TIME_INPUT_DESCRIPTION}` })
  startTimestamp?: string | null;
  @Field(() => String, { nullable: true, description: `Required. ${TIME_INPUT_DESCRIPTION}` })
  endTimestamp?: string | null;
  @Field(() => [String], { nullable: true, description: TAGS }) tags?: string[] | null;
  @Field(() => [String], { nullable: true, description: `Categories. ${TAGS}` }) internalTags?:
    string[] | null;
  @Field(() => String, {
    nullable: true,
    description: 'A first thumbnail (base64; 2.5 MiB, 4096x4096 px), selected (CREATE_MOMENT_THUMBNAIL).',
  })
  thumbnailBase64?: string | null;
  @Field(() => ID, { nullable: true, description: END_CARD }) endCardId?: string | null;
}

@InputType('UpdateMomentInput', {
  description:
    'Partial: a field left out is unchanged; null resets it (title: refused, description: empty, tags: ' +
    'none, thumbnailId: none selected). A timestamp left out keeps its value; the range is checked whole.',
})
export class UpdateMomentInput {
  @Field(() => String, { nullable: true, description: 'Required (trimmed), max 256.' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'Max 5000.' }) description?: string | null;
  @Field(() => [String], { nullable: true, description: TAGS }) tags?: string[] | null;
  @Field(() => [String], { nullable: true, description: `Categories. ${TAGS}` }) internalTags?:
    string[] | null;
  @Field(() => ID, { nullable: true, description: "One of the moment's thumbnails; null for none." })
  thumbnailId?: string | null;
  @Field(() => ID, { nullable: true, description: END_CARD }) endCardId?: string | null;
  @Field(() => String, { nullable: true, description: TIME_INPUT_DESCRIPTION }) startTimestamp?:
    string | null;
  @Field(() => String, { nullable: true, description: TIME_INPUT_DESCRIPTION }) endTimestamp?: string | null;
}

@ObjectType()
export class MomentPayload extends MutationPayload {
  @Field(() => MomentType, { nullable: true }) moment?: MomentType | null;
}

@ObjectType()
export class ToggleMomentPayload extends MutationPayload {
  @Field(() => [MomentType], { nullable: true }) moments?: MomentType[] | null;
}

@ObjectType()
export class DeleteMomentPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedMomentId?: string | null;
  @Field(() => [ID], { nullable: true }) deletedMomentIds?: string[] | null;
}

@ObjectType()
export class SplitMomentPayload extends MutationPayload {
  @Field(() => MomentType, { nullable: true, description: 'The original, now ending at the playhead.' })
  moment?: MomentType | null;
  @Field(() => MomentType, {
    nullable: true,
    description: '"Copy - {title}", from 100 ms after the playhead to the original end.',
  })
  copy?: MomentType | null;
}

@ObjectType()
export class CreateMomentThumbnailPayload extends MutationPayload {
  @Field(() => MomentThumbnailType, { nullable: true }) thumbnail?: MomentThumbnailType | null;
}

@ObjectType()
export class DeleteMomentThumbnailPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedMomentThumbnailId?: string | null;
}
