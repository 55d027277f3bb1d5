import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CANCEL_SCHEDULE_ALLOWED_STATUSES,
  ErrorCode,
  isImmediatePublish,
  LimitKind,
  PublicationUploadStatus,
  publicUrlOf,
  publicVideoPath,
  publishProblems,
  PublishingTargetType,
  statusAfterMetadataChange,
  statusProblem,
  unpublishProblems,
  VideoStatus,
  type PublishingProblem,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ContractError, contractError } from '../../common/errors/contract-error';
import { PublicContentVersions } from '../../common/public-cache/public-content-versions';
import { errorMessage } from '../../common/queue/queue-monitor';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Session } from '../auth/session';
import { LimitsService } from '../limits/limits.service';
import type { Video } from '../videos/video.entity';
import { metadataOf, VideoMetadataService } from '../videos/video-metadata.service';
import { VideosService } from '../videos/videos.service';
import { PublishScheduler } from './jobs/publish-scheduler';
import { YouTubePublishingQueue } from './jobs/youtube-publishing.queue';
import { Publication } from './publication.entity';
import { PublishSchedule } from './publish-schedule.entity';
import { PublishingTarget } from './publishing-target.entity';
import { PublishingTargetsService } from './publishing-targets.service';

/** What a publish asks for, beyond the video and its targets. */
export interface PublishOptions {
  /** A future date schedules; a past or empty one publishes now. */
  scheduledPublishDate?: Date | null;
  youtube?: { category?: string | null; publishAt?: Date | null } | null;
}

/** What a scheduled publish job did: published the video, or found its schedule gone or replaced. */
export type ScheduleOutcome = 'published' | 'skipped';

/** Queue work that must wait for the commit (a job must never name rows that were rolled back). */
type AfterCommit = Array<() => Promise<void>>;

/** Live: went live and no removal was asked. */
export function isLive(publication: Publication): boolean {
  return publication.publishedAt !== null && publication.unpublishRequestedAt === null;
}

/** Scheduled: waiting for its date, and not cancelled. */
function isPendingSchedule(publication: Publication): boolean {
  return (
    publication.publishedAt === null &&
    publication.scheduledAt !== null &&
    publication.unpublishRequestedAt === null
  );
}

function throwProblems(problems: readonly PublishingProblem[]): void {
  if (problems.length === 0) return;
  throw new ContractError(
    problems.map((problem) => ({ name: problem.code, field: problem.field, messages: [problem.message] })),
  );
}

/**
 * Publishing, scheduling and unpublishing of videos (video-area §4). Every check comes before any write,
 * all writes of a call are one transaction under the video's lock, and the queue work (YouTube uploads
 * and removals, the scheduled job) is added once the transaction committed.
 */
@Injectable()
export class PublicationsService {
  private readonly logger = new Logger(PublicationsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly videos: VideosService,
    private readonly metadata: VideoMetadataService,
    private readonly targets: PublishingTargetsService,
    private readonly limits: LimitsService,
    private readonly scheduler: PublishScheduler,
    private readonly youtube: YouTubePublishingQueue,
    private readonly publicVersions: PublicContentVersions,
  ) {}

  async publish(
    session: Session,
    videoId: string,
    targetIds: readonly string[],
    options: PublishOptions,
  ): Promise<Video> {
    const organizationId = session.organization.id;
    const now = new Date();
    const date = options.scheduledPublishDate ?? options.youtube?.publishAt ?? null;
    const scheduled = !isImmediatePublish(date, now);
    const afterCommit: AfterCommit = [];
    const video = await this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockOwned(manager, organizationId, videoId);
      const targets = await this.targets.findOwned(manager, organizationId, targetIds, 'publishingTargetIds');
      const existing = await manager.getRepository(Publication).find({ where: { videoId: video.id } });
      const byTarget = new Map(existing.map((publication) => [publication.targetId, publication]));
      const category =
        options.youtube?.category?.trim() ||
        existing.find((publication) => publication.youtubeOptions)?.youtubeOptions?.categoryId;
      throwProblems(
        publishProblems({
          status: video.status,
          origin: video.origin,
          version: video.version,
          scheduled,
          youtubeCategory: category,
          targets: targets.map((target) => {
            const publication = byTarget.get(target.id);
            return {
              type: target.type,
              accountLinked: target.type !== PublishingTargetType.YouTube || target.youtubeAccountId !== null,
              liveVersion: publication && isLive(publication) ? publication.version : null,
            };
          }),
        }),
      );
      await this.limits.consumeOncePerPeriod(
        manager,
        organizationId,
        session.subscription?.plan,
        LimitKind.VIDEOS_PUBLISH_LIMIT,
        video.id,
      );

      // The published version's metadata must outlive later edits (public pages show it).
      await this.metadata.keepVersion(manager, video);
      const scheduledAt = scheduled ? date : null;
      for (const target of targets) {
        const publication = await this.upsertPublication(manager, video, target, byTarget.get(target.id), {
          now,
          scheduledAt,
          categoryId: category ?? null,
        });
        if (target.type === PublishingTargetType.YouTube) {
          afterCommit.push(() => this.youtube.enqueueUpload(publication.id, now.getTime()));
        }
      }
      if (scheduledAt) {
        const schedule = await this.nextSchedule(manager, video, scheduledAt);
        afterCommit.push(() => this.scheduler.add(video.id, schedule.run, scheduledAt));
        video.status = VideoStatus.SCHEDULED;
      } else {
        video.status = VideoStatus.PUBLISHED;
        video.publishedVersion = video.version;
      }
      return this.videos.save(manager, video);
    });
    await this.runAfterCommit(afterCommit);
    return video;
  }

  /**
   * publishWidget (video-area §3, §4): what the embed dialog asks before it hands out a widget or an
   * embed: the video on the organization's own pages. Published as publishVideo would (same checks,
   * limit and status) when it is not live there yet; a video already live there is answered as it is.
   */
  async publishOnOwnPages(session: Session, videoId: string): Promise<Video> {
    const organizationId = session.organization.id;
    const video = await this.videos.findOwned(organizationId, videoId);
    const target = await this.targets.selfPublication(this.dataSource.manager, organizationId);
    const publication = await this.dataSource
      .getRepository(Publication)
      .findOneBy({ videoId: video.id, targetId: target.id });
    if (publication && isLive(publication)) return video;
    return this.publish(session, video.id, [target.id], {});
  }

  /** To every YouTube target of the organization (its linked accounts). */
  async publishYouTube(
    session: Session,
    videoId: string,
    youtube: PublishOptions['youtube'],
  ): Promise<Video> {
    const targets = await this.targets.ofType(
      this.dataSource.manager,
      session.organization.id,
      PublishingTargetType.YouTube,
    );
    if (targets.length === 0) {
      // Not linked: the rules answer with the YouTube target's own message, the video checked first.
      const video = await this.videos.findOwned(session.organization.id, videoId);
      throwProblems(
        publishProblems({
          status: video.status,
          origin: video.origin,
          version: video.version,
          scheduled: false,
          youtubeCategory: youtube?.category,
          targets: [{ type: PublishingTargetType.YouTube, accountLinked: false, liveVersion: null }],
        }),
      );
    }
    return this.publish(
      session,
      videoId,
      targets.map((target) => target.id),
      { youtube },
    );
  }

  /**
   * Takes a live video off the targets of these types: its own pages at once; YouTube asked (the row
   * stays, no longer live, until the youtube worker confirmed the removal). With nothing live left the
   * video is a DRAFT again.
   */
  async unpublish(
    session: Session,
    videoId: string,
    targetTypes: readonly PublishingTargetType[],
  ): Promise<Video> {
    const afterCommit: AfterCommit = [];
    const video = await this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockOwned(manager, session.organization.id, videoId, 'videoId');
      throwProblems(unpublishProblems(video.status, targetTypes));
      const live = (await this.publicationsWithTargets(manager, video.id)).filter(
        ({ publication, target }) => isLive(publication) && targetTypes.includes(target.type),
      );
      if (live.length === 0) throw contractError(ErrorCode.NOT_FOUND, { field: 'targetTypes' });
      await this.takeDown(
        manager,
        live.map((entry) => entry.publication),
        live.map((entry) => entry.target),
        afterCommit,
      );
      const remaining = await manager.getRepository(Publication).find({ where: { videoId: video.id } });
      if (!remaining.some(isLive)) {
        video.status = VideoStatus.DRAFT;
        video.publishedVersion = null;
      }
      return this.videos.save(manager, video);
    });
    await this.runAfterCommit(afterCommit);
    return video;
  }

  /**
   * Cancels a Scheduled video's publish (or only its YouTube part, `onlyYouTube`): its scheduled
   * publications go (YouTube ones are removed there), and once none is left the job goes and the video
   * is a DRAFT again.
   */
  async cancelSchedule(session: Session, videoId: string, onlyYouTube: boolean): Promise<Video> {
    const afterCommit: AfterCommit = [];
    const video = await this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockOwned(manager, session.organization.id, videoId, 'videoId');
      throwProblems(
        statusProblem(video.status, CANCEL_SCHEDULE_ALLOWED_STATUSES).map((problem) => ({
          ...problem,
          field: 'videoId',
        })),
      );
      const pending = (await this.publicationsWithTargets(manager, video.id)).filter(
        ({ publication, target }) =>
          isPendingSchedule(publication) && (!onlyYouTube || target.type === PublishingTargetType.YouTube),
      );
      if (onlyYouTube && pending.length === 0) throw contractError(ErrorCode.NOT_FOUND, { field: 'videoId' });
      await this.takeDown(
        manager,
        pending.map((entry) => entry.publication),
        pending.map((entry) => entry.target),
        afterCommit,
      );
      const left = (await manager.getRepository(Publication).find({ where: { videoId: video.id } })).filter(
        isPendingSchedule,
      );
      if (left.length === 0) {
        const schedule = await manager
          .getRepository(PublishSchedule)
          .findOne({ where: { videoId: video.id } });
        if (schedule?.scheduledAt) {
          const run = schedule.run;
          await manager.getRepository(PublishSchedule).update({ videoId: video.id }, { scheduledAt: null });
          afterCommit.push(() => this.scheduler.remove(video.id, run));
        }
        video.status = VideoStatus.DRAFT;
        video.publishedVersion = null;
      }
      return this.videos.save(manager, video);
    });
    await this.runAfterCommit(afterCommit);
    return video;
  }

  /**
   * The scheduled job: the video goes live on its scheduled publications, only if it is still Scheduled
   * with this very schedule (a cancelled, replaced or already fired schedule makes the job do nothing).
   */
  async fireSchedule(videoId: string, run: number): Promise<ScheduleOutcome> {
    let organizationId = '';
    const outcome = await this.dataSource.transaction(async (manager): Promise<ScheduleOutcome> => {
      const schedule = await manager.getRepository(PublishSchedule).findOne({ where: { videoId } });
      if (!schedule || schedule.run !== run || schedule.scheduledAt === null) return 'skipped';
      let video: Video;
      try {
        video = await this.videos.lockOwned(manager, schedule.organizationId, videoId);
      } catch (error) {
        if (error instanceof ContractError) return 'skipped';
        throw error;
      }
      // Read again under the video's lock: a cancel that committed meanwhile wins.
      const locked = await manager.getRepository(PublishSchedule).findOne({ where: { videoId } });
      if (video.status !== VideoStatus.SCHEDULED || locked?.run !== run || locked.scheduledAt === null) {
        return 'skipped';
      }
      const now = new Date();
      const pending = (await this.publicationsWithTargets(manager, videoId)).filter(({ publication }) =>
        isPendingSchedule(publication),
      );
      for (const { publication, target } of pending) {
        publication.publishedAt = now;
        if (target.type === PublishingTargetType.SelfPublication) {
          publication.uploadStatus = PublicationUploadStatus.COMPLETED;
          publication.publicUrl = this.publicVideoUrl(videoId);
        }
        await manager.getRepository(Publication).save(publication);
      }
      await manager.getRepository(PublishSchedule).update({ videoId }, { scheduledAt: null });
      // Every publication of one schedule shows the version the video had when it was scheduled.
      video.publishedVersion = pending[0]?.publication.version ?? video.version;
      video.status = await this.statusOnceLive(manager, video);
      await this.videos.save(manager, video);
      organizationId = video.organizationId;
      return 'published';
    });
    // No member's mutation did it: the public pages learn it here (the others: the GraphQL plugin).
    if (outcome === 'published') await this.publicVersions.contentChanged(organizationId);
    return outcome;
  }

  publicVideoUrl(videoId: string): string {
    return publicUrlOf(this.config.publicUrl, publicVideoPath(videoId));
  }

  /** PUBLISHED, or EDITED when the video was edited after the version that went live. */
  private async statusOnceLive(manager: EntityManager, video: Video): Promise<VideoStatus> {
    if (video.publishedVersion === null || video.publishedVersion >= video.version)
      return VideoStatus.PUBLISHED;
    const published = await this.metadata.versionMetadata(manager, video.id, video.publishedVersion);
    return statusAfterMetadataChange(VideoStatus.PUBLISHED, metadataOf(video), published);
  }

  private async upsertPublication(
    manager: EntityManager,
    video: Video,
    target: PublishingTarget,
    existing: Publication | undefined,
    when: { now: Date; scheduledAt: Date | null; categoryId: string | null },
  ): Promise<Publication> {
    const repository = manager.getRepository(Publication);
    const publication =
      existing ??
      repository.create({ organizationId: video.organizationId, videoId: video.id, targetId: target.id });
    const live = when.scheduledAt === null;
    Object.assign(publication, {
      version: video.version,
      scheduledAt: when.scheduledAt,
      publishedAt: live ? when.now : null,
      unpublishRequestedAt: null,
      failureReason: null,
    });
    if (target.type === PublishingTargetType.SelfPublication) {
      publication.uploadStatus = live ? PublicationUploadStatus.COMPLETED : PublicationUploadStatus.PENDING;
      publication.publicUrl = live ? this.publicVideoUrl(video.id) : null;
    } else {
      // A new upload of the newest version; externalId and the links stay for the youtube worker to reuse.
      Object.assign(publication, {
        uploadStatus: PublicationUploadStatus.PENDING,
        uploadedBytes: 0,
        uploadSessionUrl: null,
        youtubeOptions: when.categoryId ? { categoryId: when.categoryId } : publication.youtubeOptions,
      });
    }
    return repository.save(publication);
  }

  /** The schedule row with its next run and date. */
  private async nextSchedule(
    manager: EntityManager,
    video: Video,
    scheduledAt: Date,
  ): Promise<PublishSchedule> {
    const repository = manager.getRepository(PublishSchedule);
    const schedule =
      (await repository.findOne({ where: { videoId: video.id } })) ??
      repository.create({ videoId: video.id, organizationId: video.organizationId, run: 0 });
    schedule.run += 1;
    schedule.scheduledAt = scheduledAt;
    return repository.save(schedule);
  }

  /** Own pages: the rows go now. YouTube: the removal is asked; the worker deletes the row when done. */
  private async takeDown(
    manager: EntityManager,
    publications: readonly Publication[],
    targets: readonly PublishingTarget[],
    afterCommit: AfterCommit,
  ): Promise<void> {
    const now = new Date();
    const own: string[] = [];
    for (const [index, publication] of publications.entries()) {
      if (targets[index]?.type === PublishingTargetType.YouTube) {
        await manager
          .getRepository(Publication)
          .update({ id: publication.id }, { unpublishRequestedAt: now });
        afterCommit.push(() => this.youtube.enqueueRemoval(publication.id, now.getTime()));
      } else {
        own.push(publication.id);
      }
    }
    if (own.length) await manager.getRepository(Publication).delete({ id: In(own) });
  }

  private async publicationsWithTargets(manager: EntityManager, videoId: string) {
    const publications = await manager
      .getRepository(Publication)
      .find({ where: { videoId }, order: { created: 'ASC', id: 'ASC' } });
    const targets = publications.length
      ? await manager
          .getRepository(PublishingTarget)
          .find({ where: { id: In(publications.map((publication) => publication.targetId)) } })
      : [];
    const byId = new Map(targets.map((target) => [target.id, target]));
    return publications.flatMap((publication) => {
      const target = byId.get(publication.targetId);
      return target ? [{ publication, target }] : [];
    });
  }

  /** The queue work after the commit; a failure is logged (the row says what was asked). */
  private async runAfterCommit(work: AfterCommit): Promise<void> {
    for (const step of work) {
      try {
        await step();
      } catch (error) {
        this.logger.error(`Queueing publishing work failed: ${errorMessage(error)}`);
      }
    }
  }
}
