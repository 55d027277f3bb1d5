import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PublicationUploadStatus } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { YouTubePublishingQueue } from './jobs/youtube-publishing.queue';
import { Publication } from './publication.entity';
import { PublishingTarget } from './publishing-target.entity';
import { YouTubeRemoval } from './youtube-removal.entity';

/** What the youtube worker records of an upload: its progress, then its outcome. */
export type YouTubeUploadChanges = Partial<
  Pick<
    Publication,
    | 'uploadStatus'
    | 'failureReason'
    | 'uploadSessionUrl'
    | 'uploadedBytes'
    | 'externalId'
    | 'publicUrl'
    | 'studioUrl'
    | 'refusedCaptions'
  >
>;

/**
 * The YouTube publications as the youtube module's worker reads and records them (the jobs of the
 * youtube-publishing queue name a publication; jobs/youtube-publishing.queue.ts).
 */
@Injectable()
export class YouTubePublicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: YouTubePublishingQueue,
  ) {}

  /** The publication and the linked account of its target; null when either is gone. */
  async find(publicationId: string): Promise<{ publication: Publication; youtubeAccountId: string } | null> {
    const publication = await this.dataSource.getRepository(Publication).findOneBy({ id: publicationId });
    if (!publication) return null;
    const youtubeAccountId = await this.accountOf(publication.targetId);
    return youtubeAccountId ? { publication, youtubeAccountId } : null;
  }

  /** What is left to delete from YouTube of a publication whose video was deleted; null when nothing. */
  async findRemoval(publicationId: string): Promise<{ externalId: string; youtubeAccountId: string } | null> {
    const removal = await this.dataSource.getRepository(YouTubeRemoval).findOneBy({ publicationId });
    const youtubeAccountId = removal ? await this.accountOf(removal.targetId) : null;
    return removal && youtubeAccountId ? { externalId: removal.externalId, youtubeAccountId } : null;
  }

  private async accountOf(targetId: string): Promise<string | null> {
    const target = await this.dataSource.getRepository(PublishingTarget).findOneBy({ id: targetId });
    return target?.youtubeAccountId ?? null;
  }

  /** False when the publication is gone (its video was deleted meanwhile): the upload has no one to tell. */
  async record(publicationId: string, changes: YouTubeUploadChanges): Promise<boolean> {
    const result = await this.dataSource.getRepository(Publication).update({ id: publicationId }, changes);
    return (result.affected ?? 0) > 0;
  }

  /**
   * An upload finished on YouTube after its video was deleted here: the YouTube video is removed as a
   * deleted video's are (a removal row, then the job).
   */
  async uploadedAfterDeletion(publication: Publication, externalId: string): Promise<void> {
    const requestedAt = new Date();
    await this.dataSource
      .getRepository(YouTubeRemoval)
      .createQueryBuilder()
      .insert()
      .values({
        publicationId: publication.id,
        organizationId: publication.organizationId,
        targetId: publication.targetId,
        videoId: publication.videoId,
        externalId,
        requestedAt,
      })
      .orUpdate(['externalId', 'requestedAt'], ['publicationId'])
      .execute();
    await this.queue.enqueueRemoval(publication.id, requestedAt.getTime());
  }

  /** A removal's attempts all failed: the row says why (a start tries again). */
  async removalFailed(publicationId: string, reason: string): Promise<void> {
    await this.dataSource
      .getRepository(YouTubeRemoval)
      .update({ publicationId }, { failureReason: reason.slice(0, 1000) });
  }

  /** The last attempt failed: the publication shows it (a removal keeps its row for a later try). */
  async markFailed(publicationId: string, reason: string): Promise<void> {
    await this.dataSource
      .getRepository(Publication)
      .createQueryBuilder()
      .update()
      .set({ uploadStatus: PublicationUploadStatus.FAILED, failureReason: reason.slice(0, 1000) })
      .where('id = :id AND "unpublishRequestedAt" IS NULL', { id: publicationId })
      .execute();
  }

  /**
   * YouTube deleted the publication's video: the row goes, unless it was republished meanwhile (its
   * pending upload must then send the video anew). A removal row of the same publication (its video
   * deleted while this removal ran) is done too.
   */
  async removed(publicationId: string): Promise<void> {
    await this.dataSource.getRepository(YouTubeRemoval).delete({ publicationId });
    const repository = this.dataSource.getRepository(Publication);
    const deleted = await repository
      .createQueryBuilder()
      .delete()
      .where('id = :id AND "unpublishRequestedAt" IS NOT NULL', { id: publicationId })
      .execute();
    if (!deleted.affected) {
      await repository.update(
        { id: publicationId },
        { externalId: null, publicUrl: null, studioUrl: null, uploadSessionUrl: null, uploadedBytes: 0 },
      );
    }
  }
}
