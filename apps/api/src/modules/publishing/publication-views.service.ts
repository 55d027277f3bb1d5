import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PublishingTargetType } from '@framehouse/domain';
import { DataSource, In } from 'typeorm';
import { Publication } from './publication.entity';
import { PublishSchedule } from './publish-schedule.entity';
import { PublishingTarget } from './publishing-target.entity';
import { isLive } from './publications.service';

/** A video's publications with their targets, and its pending schedule. */
export interface VideoPublishing {
  entries: Array<{ publication: Publication; target: PublishingTarget }>;
  scheduledAt: Date | null;
}

const NOTHING: VideoPublishing = { entries: [], scheduledAt: null };

/**
 * Collects the video ids asked for within one turn of the event loop and reads them with two queries,
 * so a list of videos costs the same as one video (GraphQL resolves the fields of a list's items
 * before awaiting any of them).
 */
class VideoPublishingBatch {
  private pending = new Map<string, Array<(value: VideoPublishing) => void>>();
  private failures = new Map<string, Array<(error: unknown) => void>>();
  private readonly done = new Map<string, Promise<VideoPublishing>>();

  constructor(private readonly read: (ids: string[]) => Promise<Map<string, VideoPublishing>>) {}

  load(videoId: string): Promise<VideoPublishing> {
    const known = this.done.get(videoId);
    if (known) return known;
    const promise = new Promise<VideoPublishing>((resolve, reject) => {
      if (this.pending.size === 0) setImmediate(() => void this.flush());
      this.pending.set(videoId, [...(this.pending.get(videoId) ?? []), resolve]);
      this.failures.set(videoId, [...(this.failures.get(videoId) ?? []), reject]);
    });
    this.done.set(videoId, promise);
    return promise;
  }

  private async flush(): Promise<void> {
    const pending = this.pending;
    const failures = this.failures;
    this.pending = new Map();
    this.failures = new Map();
    try {
      const read = await this.read([...pending.keys()]);
      for (const [id, resolvers] of pending)
        for (const resolve of resolvers) resolve(read.get(id) ?? NOTHING);
    } catch (error) {
      for (const rejecters of failures.values()) for (const reject of rejecters) reject(error);
    }
  }
}

/** The read side of publishing: what a video shows of its publications, read once per request and list. */
@Injectable()
export class PublicationViewsService {
  /** One batch per request: the session object lives as long as the request. */
  private readonly batches = new WeakMap<object, VideoPublishingBatch>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  forVideo(request: object, videoId: string): Promise<VideoPublishing> {
    let batch = this.batches.get(request);
    if (!batch) {
      batch = new VideoPublishingBatch((ids) => this.read(ids));
      this.batches.set(request, batch);
    }
    return batch.load(videoId);
  }

  /** The ids among these of videos live on their organization's own pages. */
  async liveOnOwnPages(videoIds: readonly string[]): Promise<Set<string>> {
    const read = await this.read([...new Set(videoIds)]);
    const live = [...read].filter(([, publishing]) =>
      publishing.entries.some(
        ({ publication, target }) =>
          target.type === PublishingTargetType.SelfPublication && isLive(publication),
      ),
    );
    return new Set(live.map(([id]) => id));
  }

  async read(videoIds: readonly string[]): Promise<Map<string, VideoPublishing>> {
    const result = new Map<string, VideoPublishing>();
    if (videoIds.length === 0) return result;
    const [publications, schedules] = await Promise.all([
      this.dataSource
        .getRepository(Publication)
        .find({ where: { videoId: In([...videoIds]) }, order: { created: 'ASC', id: 'ASC' } }),
      this.dataSource.getRepository(PublishSchedule).find({ where: { videoId: In([...videoIds]) } }),
    ]);
    const targetIds = [...new Set(publications.map((publication) => publication.targetId))];
    const targets = targetIds.length
      ? await this.dataSource.getRepository(PublishingTarget).find({ where: { id: In(targetIds) } })
      : [];
    const targetById = new Map(targets.map((target) => [target.id, target]));
    for (const id of videoIds) {
      result.set(id, {
        entries: [],
        scheduledAt: schedules.find((schedule) => schedule.videoId === id)?.scheduledAt ?? null,
      });
    }
    for (const publication of publications) {
      const target = targetById.get(publication.targetId);
      if (target) result.get(publication.videoId)?.entries.push({ publication, target });
    }
    return result;
  }
}
