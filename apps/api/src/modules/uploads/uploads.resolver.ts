import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DEFAULT_PIPELINE_TYPE, Permission, PipelineType } from '@framehouse/domain';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoMediaService } from '../videos/video-media.service';
import {
  CancelLocalVideoUploadPayload,
  ConfirmLocalVideoUploadPayload,
  NewLocalVideoUploadPartPayload,
  UploadedPartInput,
  UploadedPartType,
  UploadLocalVideoPayload,
  UploadRemoteVideoPayload,
} from './dtos/upload.types';
import { UploadsService } from './uploads.service';

@Resolver()
export class UploadsResolver {
  constructor(
    private readonly uploads: UploadsService,
    private readonly media: VideoMediaService,
  ) {}

  @RequirePermissions(Permission.UPLOAD_VIDEO)
  @Mutation(() => UploadLocalVideoPayload, {
    description:
      'Creates the video (UPLOADING, title from the file name) and a multipart upload; answers the URL of ' +
      'part 1. `multipart: false` is answered the same way: one PUT of the whole file fills part 1.',
  })
  async uploadLocalVideo(
    @CurrentSession() session: Session,
    @Args('filename', { type: () => String }) filename: string,
    @Args('multipart', { type: () => Boolean, nullable: true, defaultValue: true }) _multipart: boolean,
    @Args('pipelineType', { type: () => PipelineType, nullable: true, defaultValue: DEFAULT_PIPELINE_TYPE })
    pipelineType?: PipelineType | null,
  ): Promise<UploadLocalVideoPayload> {
    const { video, uploadUrl } = await this.uploads.startLocalUpload(
      session,
      filename,
      pipelineType ?? DEFAULT_PIPELINE_TYPE,
    );
    return {
      video: await this.media.present(video),
      videoUploadUrl: uploadUrl,
      key: video.sourceKey,
      uploadId: video.uploadId,
      errors: [],
    };
  }

  @RequirePermissions(Permission.UPLOAD_VIDEO)
  @Mutation(() => NewLocalVideoUploadPartPayload, { description: 'The URL of part 1 to 10000.' })
  async newLocalVideoUploadPart(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('partNumber', { type: () => Int }) partNumber: number,
  ): Promise<NewLocalVideoUploadPartPayload> {
    return { videoUploadUrl: await this.uploads.partUploadUrl(session, videoId, partNumber), errors: [] };
  }

  @RequirePermissions(Permission.UPLOAD_VIDEO)
  @Query(() => [UploadedPartType], {
    description: 'The parts of an upload in progress the storage holds, to resume after a reload.',
  })
  localVideoUploadParts(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
  ): Promise<UploadedPartType[]> {
    return this.uploads.storedParts(session, videoId);
  }

  @RequirePermissions(Permission.UPLOAD_VIDEO)
  @Mutation(() => ConfirmLocalVideoUploadPayload, {
    description:
      'Completes the upload from `parts` (or, without them, every stored part): UPLOADED, and queued.',
  })
  async confirmLocalVideoUpload(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('key', { type: () => String }) key: string,
    @Args('parts', { type: () => [UploadedPartInput], nullable: true }) parts?: UploadedPartInput[] | null,
  ): Promise<ConfirmLocalVideoUploadPayload> {
    const video = await this.uploads.confirm(session, videoId, key, parts);
    return { video: await this.media.present(video), errors: [] };
  }

  @RequirePermissions(Permission.UPLOAD_VIDEO)
  @Mutation(() => CancelLocalVideoUploadPayload, {
    description: 'Aborts the upload and deletes the video it created.',
  })
  async cancelLocalVideoUpload(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('key', { type: () => String }) key: string,
  ): Promise<CancelLocalVideoUploadPayload> {
    return { deletedVideoId: await this.uploads.cancel(session, videoId, key), errors: [] };
  }

  @RequirePermissions(Permission.UPLOAD_VIDEO)
  @Mutation(() => UploadRemoteVideoPayload, {
    description: 'Imports an http(s) URL: a remote file, or a YouTube or Vimeo link (origin by host).',
  })
  async uploadRemoteVideo(
    @CurrentSession() session: Session,
    @Args('url', { type: () => String }) url: string,
    @Args('pipelineType', { type: () => PipelineType, nullable: true, defaultValue: DEFAULT_PIPELINE_TYPE })
    pipelineType?: PipelineType | null,
  ): Promise<UploadRemoteVideoPayload> {
    const video = await this.uploads.importRemote(session, url, pipelineType ?? DEFAULT_PIPELINE_TYPE);
    return { video: await this.media.present(video), errors: [] };
  }
}
