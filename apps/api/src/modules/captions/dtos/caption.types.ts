import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { ContentSource } from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import '../../../common/graphql/enums';

@ObjectType('VideoCaptionType', { description: 'A WebVTT caption of a video; one per language.' })
export class VideoCaptionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The file name, e.g. "english.vtt".' }) name!: string;
  @Field(() => String, { description: 'BCP 47, canonical form (e.g. "en-US").' }) languageCode!: string;
  @Field(() => String, { description: 'The WebVTT file, as a signed download URL; it expires.' })
  captionFileUrl!: string;
  @Field(() => ContentSource, { description: 'SYSTEM (from the transcript), USER or YOUTUBE.' })
  source!: ContentSource;
}

@InputType()
export class CreateVideoCaptionInput {
  @Field(() => String, { description: 'The WebVTT file, base64 (a data-URL prefix is allowed).' })
  captionBase64!: string;
  @Field(() => String, { description: 'BCP 47 language tag; one caption per language.' })
  languageCode!: string;
  @Field(() => String, { description: 'The file name; only .vtt is accepted.' })
  name!: string;
}

@InputType()
export class UpdateVideoCaptionInput {
  @Field(() => String, { nullable: true, description: 'A new WebVTT file, base64.' })
  captionBase64?: string | null;
  @Field(() => String, { nullable: true, description: 'A new file name (.vtt).' })
  name?: string | null;
}

@ObjectType()
export class VideoCaptionPayload extends MutationPayload {
  @Field(() => VideoCaptionType, { nullable: true }) videoCaption?: VideoCaptionType | null;
}

@ObjectType()
export class DeleteVideoCaptionPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedVideoCaptionId?: string | null;
}
