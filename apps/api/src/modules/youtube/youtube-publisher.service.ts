import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ErrorMessages,
  ErrorCode,
  PublicationUploadStatus,
  youtubeStudioUrl,
  youtubeWatchUrl,
} from '@framehouse/domain';
import { UnrecoverableError } from 'bullmq';
import { text } from 'node:stream/consumers';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CaptionsService } from '../captions/captions.service';
import type { Publication } from '../publishing/publication.entity';
import { YouTubePublicationsService } from '../publishing/youtube-publications.service';
import { StorageService } from '../storage/storage.service';
import { VideoMetadataService } from '../videos/video-metadata.service';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import { GoogleClients, googleStatus, isInvalidGrant, type GoogleOAuthClient } from './google-clients';
import { Mp4ExportsService } from './mp4-exports.service';
import { YouTubeAccountsService } from './youtube-accounts.service';
import { YouTubeUploadSession, type VideoResource } from './youtube-upload-session';

/** YouTube's own limits on a video's title (ours allow 256). */
const YOUTUBE_TITLE_MAX = 100;

/**
 * The youtube-publishing worker's work: a publication's video up to YouTube (MP4 from the transcoder,
 * resumable upload, captions), its snippet updated on a republish, and its removal. The publication row
 * carries the progress (the publishing module's YouTubePublicationsService records it); a permanent
 * failure marks it FAILED with the reason.
 */
@Injectable()
export class YouTubePublisherService {
  private readonly logger = new Logger('YouTubePublisher');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publications: YouTubePublicationsService,
    private readonly accounts: YouTubeAccountsService,
    private readonly google: GoogleClients,
    private readonly exports: Mp4ExportsService,
    private readonly videos: VideosService,
    private readonly metadata: VideoMetadataService,
    private readonly captions: CaptionsService,
    private readonly storage: StorageService,
  ) {}

  async upload(publicationId: string): Promise<string> {
    const found = await this.load(publicationId);
    if (!found) return 'skipped: no publication';
    const { publication, client } = found;
    if (publication.unpublishRequestedAt) return 'skipped: unpublished';
    try {
      const video = await this.videos.findOwned(publication.organizationId, publication.videoId);
      const resource = await this.resource(publication, video);
      const api = this.google.youtube(client);
      if (publication.externalId) {
        await api.videos.update({
          part: ['snippet', 'status'],
          requestBody: { id: publication.externalId, ...resource },
        });
        await this.completed(publication.id, publication.externalId);
        return 'updated';
      }
      await this.publications.record(publication.id, {
        uploadStatus: PublicationUploadStatus.IN_PROGRESS,
        failureReason: null,
      });
      const mp4 = await this.exports.mp4Of(video);
      const videoId = await this.send(publication, client, resource, mp4);
      await this.uploadCaptions(client, video, videoId);
      await this.completed(publication.id, videoId);
      return 'uploaded';
    } catch (error) {
      throw await this.failure(publication.id, error);
    }
  }

  async remove(publicationId: string): Promise<string> {
    const found = await this.load(publicationId);
    if (!found) return 'skipped: no publication';
    const { publication, client } = found;
    // Republished since the removal was asked: the publication stays.
    if (!publication.unpublishRequestedAt) return 'skipped: republished';
    if (publication.externalId) {
      try {
        await this.google.youtube(client).videos.delete({ id: publication.externalId });
      } catch (error) {
        // Deleted on YouTube already: what was asked is done.
        if (googleStatus(error) !== 404) throw this.permanent(error);
      }
    }
    await this.publications.removed(publication.id);
    return 'removed';
  }

  private async load(
    publicationId: string,
  ): Promise<{ publication: Publication; client: GoogleOAuthClient } | null> {
    const found = await this.publications.find(publicationId);
    const account = found ? await this.accounts.findById(found.youtubeAccountId) : null;
    if (!found || !account) return null;
    const { publication } = found;
    try {
      return { publication, client: this.accounts.client(account) };
    } catch (error) {
      throw await this.failure(publication.id, error);
    }
  }

  /** Title, description and tags of the version the publication shows; category and schedule from it. */
  private async resource(publication: Publication, video: Video): Promise<VideoResource> {
    const metadata = await this.metadata.metadataAt(video, publication.version);
    const scheduled = publication.scheduledAt && publication.scheduledAt.getTime() > Date.now();
    return {
      snippet: {
        title: metadata.title.slice(0, YOUTUBE_TITLE_MAX),
        // YouTube refuses angle brackets in descriptions.
        description: metadata.description.replace(/[<>]/g, ''),
        tags: metadata.tags,
        categoryId: publication.youtubeOptions?.categoryId ?? '',
      },
      status: scheduled
        ? {
            privacyStatus: 'private',
            publishAt: publication.scheduledAt?.toISOString(),
            selfDeclaredMadeForKids: false,
          }
        : { privacyStatus: 'public', selfDeclaredMadeForKids: false },
    };
  }

  /**
   * The resumable upload: the stored session is asked what it holds and continued from there; a new one
   * is started when there is none (or YouTube forgot it). Each chunk's answer is recorded.
   */
  private async send(
    publication: Publication,
    client: GoogleOAuthClient,
    resource: VideoResource,
    mp4: { key: string; size: number },
  ): Promise<string> {
    const session = new YouTubeUploadSession(client, this.google.youtubeRoot);
    let sessionUrl = publication.uploadSessionUrl;
    let committed = 0;
    if (sessionUrl) {
      const state = await session.state(sessionUrl, mp4.size);
      if (state?.kind === 'done') return state.videoId;
      if (state) committed = state.committed;
      else sessionUrl = null;
    }
    if (!sessionUrl) {
      sessionUrl = await session.start(resource, mp4.size);
      await this.publications.record(publication.id, { uploadSessionUrl: sessionUrl, uploadedBytes: 0 });
    } else {
      this.logger.log(`Publication ${publication.id}: resuming the upload at byte ${committed}`);
      await this.publications.record(publication.id, { uploadedBytes: committed });
    }
    const chunkBytes = this.config.youtubeUploadChunkBytes;
    for (;;) {
      const end = Math.min(committed + chunkBytes, mp4.size) - 1;
      const chunk = await this.read(mp4.key, committed, end);
      const state = await session.send(sessionUrl, chunk, committed, mp4.size);
      if (state.kind === 'done') {
        await this.publications.record(publication.id, { uploadedBytes: mp4.size });
        return state.videoId;
      }
      committed = state.committed;
      await this.publications.record(publication.id, { uploadedBytes: committed });
    }
  }

  private async read(key: string, start: number, end: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.driver.getObject(key, { start, end })) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    }
    return Buffer.concat(chunks);
  }

  /** Every caption of the video; one YouTube refuses is logged and the others still go. */
  private async uploadCaptions(
    client: GoogleOAuthClient,
    video: Video,
    youtubeVideoId: string,
  ): Promise<void> {
    const api = this.google.youtube(client);
    for (const caption of await this.captions.listForVideo(video.id)) {
      try {
        const body = await text(await this.storage.driver.getObject(caption.fileKey));
        await api.captions.insert(
          {
            part: ['snippet'],
            requestBody: {
              snippet: { videoId: youtubeVideoId, language: caption.languageCode, name: caption.name },
            },
            media: { mimeType: 'text/vtt', body },
          },
          // The client's rootUrl is not applied to media uploads' URL; the method's own option is.
          { rootUrl: this.google.youtubeRoot },
        );
      } catch (error) {
        if (isInvalidGrant(error)) throw error;
        this.logger.warn(
          `Caption ${caption.id} of video ${video.id} not uploaded: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  private async completed(publicationId: string, externalId: string): Promise<void> {
    await this.publications.record(publicationId, {
      uploadStatus: PublicationUploadStatus.COMPLETED,
      externalId,
      publicUrl: youtubeWatchUrl(externalId),
      studioUrl: youtubeStudioUrl(externalId),
      uploadSessionUrl: null,
      failureReason: null,
    });
  }

  /** A refused grant fails the publication at once (no retry mends it); anything else is retried. */
  private async failure(publicationId: string, error: unknown): Promise<unknown> {
    const permanent = this.permanent(error);
    if (permanent instanceof UnrecoverableError) {
      await this.publications.markFailed(publicationId, permanent.message);
    }
    return permanent;
  }

  private permanent(error: unknown): unknown {
    if (isInvalidGrant(error) || (error instanceof Error && error.message === credentialsMessage())) {
      return new UnrecoverableError(credentialsMessage());
    }
    const status = googleStatus(error);
    // A 4xx other than a rate limit is YouTube refusing the request itself: retrying sends the same.
    if (status !== undefined && status >= 400 && status < 500 && status !== 429 && status !== 408) {
      return new UnrecoverableError(error instanceof Error ? error.message : `YouTube answered ${status}`);
    }
    return error;
  }
}

const credentialsMessage = () => ErrorMessages[ErrorCode.YOUTUBE_CREDENTIALS_REFRESH];
