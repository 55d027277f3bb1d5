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
import type { Publication, RefusedCaption } from '../publishing/publication.entity';
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
    const found = await this.publications.find(publicationId);
    if (!found) return 'skipped: no publication';
    const { publication } = found;
    if (publication.unpublishRequestedAt) return 'skipped: unpublished';
    try {
      const client = await this.client(found.youtubeAccountId);
      if (!client) return 'skipped: no account';
      const video = await this.videos.findOwned(publication.organizationId, publication.videoId);
      const resource = await this.resource(publication, video);
      const api = this.google.youtube(client);
      if (publication.externalId) {
        await api.videos.update({
          part: ['snippet', 'status'],
          requestBody: { id: publication.externalId, ...resource },
        });
        await this.completed(publication, publication.externalId);
        return 'updated';
      }
      await this.publications.record(publication.id, {
        uploadStatus: PublicationUploadStatus.IN_PROGRESS,
        failureReason: null,
      });
      const mp4 = await this.exports.mp4Of(video);
      const videoId = await this.send(publication, client, resource, mp4);
      // Deleted with its video before YouTube made one: nothing is left there.
      if (videoId === null) return 'skipped: publication deleted';
      const refusedCaptions = await this.uploadCaptions(client, video, videoId);
      return (await this.completed(publication, videoId, refusedCaptions))
        ? 'uploaded'
        : 'uploaded, publication deleted: removal queued';
    } catch (error) {
      throw await this.failure(publication.id, error);
    }
  }

  /**
   * Deletes the YouTube video of a publication being unpublished, or of one whose video was deleted (its
   * removal row), then what is left of it here.
   */
  async remove(publicationId: string): Promise<string> {
    const found = await this.publications.find(publicationId);
    // Republished since the removal was asked: the publication stays.
    if (found && !found.publication.unpublishRequestedAt) return 'skipped: republished';
    const removal = found
      ? { externalId: found.publication.externalId, youtubeAccountId: found.youtubeAccountId }
      : await this.publications.findRemoval(publicationId);
    if (!removal) return 'skipped: no publication';
    if (removal.externalId) {
      try {
        const client = await this.client(removal.youtubeAccountId);
        if (!client) return 'skipped: no account';
        await this.google.youtube(client).videos.delete({ id: removal.externalId });
      } catch (error) {
        // Deleted on YouTube already: what was asked is done.
        if (googleStatus(error) !== 404) throw this.permanent(error);
      }
    }
    await this.publications.removed(publicationId);
    return 'removed';
  }

  /** The OAuth client of the linked account; null when the account is gone (unlinked). */
  private async client(youtubeAccountId: string): Promise<GoogleOAuthClient | null> {
    const account = await this.accounts.findById(youtubeAccountId);
    return account ? this.accounts.client(account) : null;
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
  ): Promise<string | null> {
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
      const stored = await this.publications.record(publication.id, {
        uploadSessionUrl: sessionUrl,
        uploadedBytes: 0,
      });
      if (!stored) return null;
    } else {
      this.logger.log(`Publication ${publication.id}: resuming the upload at byte ${committed}`);
      if (!(await this.publications.record(publication.id, { uploadedBytes: committed }))) return null;
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
      // The video was deleted meanwhile: the rest is not sent (YouTube drops an unfinished session).
      if (!(await this.publications.record(publication.id, { uploadedBytes: committed }))) return null;
    }
  }

  private async read(key: string, start: number, end: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.driver.getObject(key, { start, end })) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    }
    return Buffer.concat(chunks);
  }

  /**
   * Every caption of the video; one YouTube refuses (or that fails to reach it) is kept with YouTube's
   * words, which the publication shows, and the others still go.
   */
  private async uploadCaptions(
    client: GoogleOAuthClient,
    video: Video,
    youtubeVideoId: string,
  ): Promise<RefusedCaption[]> {
    const api = this.google.youtube(client);
    const refused: RefusedCaption[] = [];
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
        // Not retried: the video is up, and sending the captions again could double those that went.
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.warn(`Caption ${caption.id} of video ${video.id} refused by YouTube: ${reason}`);
        refused.push({
          captionId: caption.id,
          name: caption.name,
          languageCode: caption.languageCode,
          reason: reason.slice(0, 500),
        });
      }
    }
    return refused;
  }

  /**
   * The publication shows the YouTube video (and the captions refused, after a new upload). False when
   * its video was deleted meanwhile: the YouTube video is then removed as a deleted video's are.
   */
  private async completed(
    publication: Publication,
    externalId: string,
    refusedCaptions?: RefusedCaption[],
  ): Promise<boolean> {
    const recorded = await this.publications.record(publication.id, {
      uploadStatus: PublicationUploadStatus.COMPLETED,
      externalId,
      publicUrl: youtubeWatchUrl(externalId),
      studioUrl: youtubeStudioUrl(externalId),
      uploadSessionUrl: null,
      failureReason: null,
      ...(refusedCaptions ? { refusedCaptions } : {}),
    });
    if (!recorded) await this.publications.uploadedAfterDeletion(publication, externalId);
    return recorded;
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
