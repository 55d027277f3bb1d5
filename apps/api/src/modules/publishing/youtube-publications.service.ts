import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PublicationUploadStatus } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { Publication } from './publication.entity';
import { PublishingTarget } from './publishing-target.entity';

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
  >
>;

/**
 * The YouTube publications as the youtube module's worker reads and records them (the jobs of the
 * youtube-publishing queue name a publication; jobs/youtube-publishing.queue.ts).
 */
@Injectable()
export class YouTubePublicationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The publication and the linked account of its target; null when either is gone. */
  async find(publicationId: string): Promise<{ publication: Publication; youtubeAccountId: string } | null> {
    const publication = await this.dataSource.getRepository(Publication).findOneBy({ id: publicationId });
    if (!publication) return null;
    const target = await this.dataSource
      .getRepository(PublishingTarget)
      .findOneBy({ id: publication.targetId });
    return target?.youtubeAccountId ? { publication, youtubeAccountId: target.youtubeAccountId } : null;
  }

  async record(publicationId: string, changes: YouTubeUploadChanges): Promise<void> {
    await this.dataSource.getRepository(Publication).update({ id: publicationId }, changes);
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
   * pending upload must then send the video anew).
   */
  async removed(publicationId: string): Promise<void> {
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
