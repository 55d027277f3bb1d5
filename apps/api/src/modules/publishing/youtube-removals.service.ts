import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PublishingTargetType } from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { errorMessage } from '../../common/queue/queue-monitor';
import { VideoHooks } from '../videos/video-hooks';
import type { Video } from '../videos/video.entity';
import { YouTubePublishingQueue } from './jobs/youtube-publishing.queue';
import { Publication } from './publication.entity';
import { PublishingTarget } from './publishing-target.entity';
import { YouTubeRemoval } from './youtube-removal.entity';

/**
 * A deleted video's YouTube uploads come down from YouTube. Inside the deletion's transaction every
 * YouTube publication of the videos that has a YouTube video becomes a `youtube_removals` row (the
 * publication cascades away with its video); once it committed, each row's REMOVE_FROM_YOUTUBE job is
 * queued. At start the job of every removal still to do (those rows, and publications unpublished from
 * YouTube) is queued again when Redis lost it or its attempts ran out, so a removal survives a restart,
 * an emptied Redis and a crash between the commit and the queueing.
 */
@Injectable()
export class YouTubeRemovalsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(YouTubeRemovalsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hooks: VideoHooks,
    private readonly queue: YouTubePublishingQueue,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      deleting: async (manager, videos) => {
        await this.keepRemovals(manager, videos);
        return [];
      },
      deleted: (videos) => this.enqueueRemovalsOf(videos),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reconcile();
  }

  /** The rows the removals need, written before the publications cascade away. */
  private async keepRemovals(manager: EntityManager, videos: readonly Video[]): Promise<void> {
    const uploaded = await manager
      .getRepository(Publication)
      .createQueryBuilder('publication')
      .innerJoin(PublishingTarget, 'target', 'target.id = publication.targetId')
      .where('publication.videoId IN (:...videoIds)', { videoIds: videos.map((video) => video.id) })
      .andWhere('target.type = :type', { type: PublishingTargetType.YouTube })
      .andWhere('publication.externalId IS NOT NULL')
      .getMany();
    if (uploaded.length === 0) return;
    const now = new Date();
    await manager
      .getRepository(YouTubeRemoval)
      .createQueryBuilder()
      .insert()
      .values(
        uploaded.map((publication) => ({
          publicationId: publication.id,
          organizationId: publication.organizationId,
          targetId: publication.targetId,
          videoId: publication.videoId,
          externalId: publication.externalId ?? '',
          // An unpublish under way keeps its job (same id): the removal is not asked twice.
          requestedAt: publication.unpublishRequestedAt ?? now,
        })),
      )
      .orIgnore()
      .execute();
  }

  private async enqueueRemovalsOf(videos: readonly Video[]): Promise<void> {
    const removals = await this.dataSource
      .getRepository(YouTubeRemoval)
      .find({ where: { videoId: In(videos.map((video) => video.id)) } });
    for (const removal of removals) {
      await this.queue.enqueueRemoval(removal.publicationId, removal.requestedAt.getTime());
    }
  }

  /** Queues again every removal still to do whose job is missing, failed for good, or finished. */
  async reconcile(): Promise<void> {
    let pending: Array<{ publicationId: string; requestedAt: Date }>;
    try {
      const removals = await this.dataSource.getRepository(YouTubeRemoval).find();
      const unpublished = await this.dataSource
        .getRepository(Publication)
        .createQueryBuilder('publication')
        .innerJoin(PublishingTarget, 'target', 'target.id = publication.targetId')
        .where('target.type = :type', { type: PublishingTargetType.YouTube })
        .andWhere('publication.unpublishRequestedAt IS NOT NULL')
        .getMany();
      pending = [
        ...removals,
        ...unpublished.map((publication) => ({
          publicationId: publication.id,
          requestedAt: publication.unpublishRequestedAt ?? new Date(),
        })),
      ];
    } catch (error) {
      this.logger.error(`Reconciling YouTube removals failed: ${errorMessage(error)}`);
      return;
    }
    for (const { publicationId, requestedAt } of pending) {
      try {
        if (await this.queue.requeueRemoval(publicationId, requestedAt.getTime())) {
          this.logger.log(`The YouTube removal of publication ${publicationId} had no job; added again`);
        }
      } catch (error) {
        this.logger.error(
          `Reconciling the YouTube removal of ${publicationId} failed: ${errorMessage(error)}`,
        );
      }
    }
  }
}
