import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { VideoType } from '../../videos/dtos/video.types';

@ObjectType('UploadedPartType', { description: 'A part of a local upload the storage holds.' })
export class UploadedPartType {
  @Field(() => Int) partNumber!: number;
  @Field(() => String, { description: "The part's ETag, as its PUT answered it (without quotes)." })
  etag!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
}

@InputType()
export class UploadedPartInput {
  @Field(() => Int) partNumber!: number;
  @Field(() => String, { description: "The ETag header each part's PUT answered (quotes allowed)." })
  etag!: string;
}

@ObjectType()
export class UploadLocalVideoPayload extends MutationPayload {
  @Field(() => VideoType, { nullable: true }) video?: VideoType | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Where part 1 is PUT: a presigned URL with the storage key in its path and uploadId in its query.',
  })
  videoUploadUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'The storage key to confirm or cancel with.' })
  key?: string | null;
  @Field(() => String, { nullable: true, description: 'The multipart upload.' })
  uploadId?: string | null;
}

@ObjectType()
export class NewLocalVideoUploadPartPayload extends MutationPayload {
  @Field(() => String, { nullable: true }) videoUploadUrl?: string | null;
}

@ObjectType()
export class ConfirmLocalVideoUploadPayload extends MutationPayload {
  @Field(() => VideoType, { nullable: true }) video?: VideoType | null;
}

@ObjectType()
export class CancelLocalVideoUploadPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedVideoId?: string | null;
}

@ObjectType()
export class UploadRemoteVideoPayload extends MutationPayload {
  @Field(() => VideoType, { nullable: true }) video?: VideoType | null;
}
