import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  ContentSource,
  ObjectCategory,
  ObjectDetectionStatus,
  ObjectToggleField,
  OBJECTS_DEFAULT_ORDER_BY,
  OBJECT_ORDER_FIELDS,
} from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { ConnectionType } from '../../../common/graphql/connection';
import '../../../common/graphql/enums';
import {
  TIME_INPUT_DESCRIPTION,
  TIMESTAMP_DESCRIPTION,
  TimeRangeType,
} from '../../../common/graphql/time-range.type';

registerEnumType(ObjectCategory, {
  name: 'ObjectCategory',
  description: 'The 80 COCO categories the detector knows.',
});
registerEnumType(ObjectDetectionStatus, { name: 'ObjectDetectionStatus' });
registerEnumType(ObjectToggleField, {
  name: 'ObjectToggleField',
  description: 'The flag toggleObjectAnnotation switches.',
});

@ObjectType('ObjectThumbnailType', {
  description: "A thumbnail of an object: the detector's crop (SYSTEM) or an upload (USER).",
})
export class ObjectThumbnailType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A signed URL; it expires.' }) imageUrl!: string;
  @Field(() => ContentSource) source!: ContentSource;
}

@ObjectType('ObjectAnnotationType', { description: 'An object shown in a video during a time range.' })
export class ObjectAnnotationType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => ObjectCategory) category!: ObjectCategory;
  @Field(() => TimeRangeType) timeRange!: TimeRangeType;
  @Field(() => String, { description: TIMESTAMP_DESCRIPTION }) startTimestamp!: string;
  @Field(() => String, { description: TIMESTAMP_DESCRIPTION }) endTimestamp!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => ContentSource, { description: 'SYSTEM: found by the detector; USER: made by a member.' })
  source!: ContentSource;
  @Field(() => Boolean) visible!: boolean;
  @Field(() => Boolean, { description: 'Shown on the promo cards (when visible too).' }) promote!: boolean;
  @Field(() => Date) created!: Date;
  @Field(() => [ObjectThumbnailType], { description: 'Oldest first (a detected object: its crop first).' })
  thumbnails!: ObjectThumbnailType[];
  @Field(() => ID, {
    nullable: true,
    description: 'The selected thumbnail, else the first; null without any.',
  })
  thumbnailId!: string | null;
  @Field(() => String, { nullable: true, description: "The thumbnailId's picture, as a signed URL." })
  thumbnailUrl!: string | null;
  /** For the `video` field. */
  videoId!: string;
}

export const ObjectAnnotationConnection = ConnectionType(ObjectAnnotationType, 'ObjectAnnotation');

@ArgsType()
export class ObjectsArgs {
  @Field(() => ID, { nullable: true, description: "One video's objects; all of the organization's without." })
  videoId?: string | null;
  @Field(() => String, { nullable: true, description: 'Objects of this title exactly (case-insensitive).' })
  title?: string | null;
  @Field(() => String, { nullable: true, description: 'Text in the title, the URL or the category.' })
  search?: string | null;
  @Field(() => Boolean, { nullable: true }) visible?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'With visible: true, the promo cards of a video: objects(videoId, visible: true, promote: true).',
  })
  promote?: boolean | null;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, {
    nullable: true,
    description: 'From 1 to 1000 (the tab offers 25, 50, 100); default 50.',
  })
  pageSize?: number;
  @Field(() => String, {
    nullable: true,
    description: `One of ${OBJECT_ORDER_FIELDS.join(', ')}, "-" for descending; default ${OBJECTS_DEFAULT_ORDER_BY} (then end).`,
  })
  orderBy?: string | null;
}

@InputType('CreateObjectAnnotationInput')
export class CreateObjectAnnotationInput {
  @Field(() => String, { nullable: true, description: 'Required; trimmed.' }) title?: string | null;
  @Field(() => ObjectCategory, { nullable: true, description: 'Required.' }) category?: ObjectCategory | null;
  @Field(() => String, { nullable: true, description: 'Optional; trimmed, empty omitted.' }) url?:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The first thumbnail (base64; 2.5 MiB, 4096x4096 px).',
  })
  thumbnailBase64?: string | null;
  @Field(() => String, { nullable: true, description: `${TIME_INPUT_DESCRIPTION} Default: the start.` })
  startTimestamp?: string | null;
  @Field(() => String, {
    nullable: true,
    description: `${TIME_INPUT_DESCRIPTION} Default: the end of the video.`,
  })
  endTimestamp?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) visible?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Default false.' }) promote?: boolean | null;
}

@InputType('UpdateObjectAnnotationInput', {
  description:
    'Partial: a field left out is unchanged; url null or empty removes it, thumbnailId null selects the first.',
})
export class UpdateObjectAnnotationInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => ObjectCategory, { nullable: true }) category?: ObjectCategory | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => ID, { nullable: true, description: "One of the object's thumbnails." }) thumbnailId?:
    string | null;
  @Field(() => Boolean, { nullable: true }) promote?: boolean | null;
  @Field(() => Boolean, { nullable: true }) visible?: boolean | null;
  @Field(() => String, { nullable: true, description: TIME_INPUT_DESCRIPTION }) startTimestamp?:
    string | null;
  @Field(() => String, { nullable: true, description: TIME_INPUT_DESCRIPTION }) endTimestamp?: string | null;
}

@ObjectType()
export class ObjectAnnotationPayload extends MutationPayload {
  @Field(() => ObjectAnnotationType, { nullable: true }) objectAnnotation?: ObjectAnnotationType | null;
}

@ObjectType()
export class DeleteObjectAnnotationPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedObjectAnnotationId?: string | null;
  @Field(() => [ID], { nullable: true }) deletedObjectAnnotationIds?: string[] | null;
}

@ObjectType()
export class ToggleObjectAnnotationPayload extends MutationPayload {
  @Field(() => [ObjectAnnotationType], { nullable: true }) objectAnnotations?: ObjectAnnotationType[] | null;
}

@ObjectType()
export class CreateObjectThumbnailPayload extends MutationPayload {
  @Field(() => ObjectThumbnailType, { nullable: true }) thumbnail?: ObjectThumbnailType | null;
}

@ObjectType()
export class DeleteObjectThumbnailPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedObjectThumbnailId?: string | null;
}

@ObjectType('ObjectDetectionType', {
  description:
    'The AI step finding objects in a processed video; the Objects tab shows "Processing objects" while it is pending.',
})
export class ObjectDetectionType {
  @Field(() => ObjectDetectionStatus) status!: ObjectDetectionStatus;
  @Field(() => Int, { description: '0–100.' }) percent!: number;
  @Field(() => String, { nullable: true, description: 'Why it failed (FAILED).' }) failureReason!:
    string | null;
}
