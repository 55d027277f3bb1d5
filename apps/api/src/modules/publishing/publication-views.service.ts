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

/** The read side of publishing: what videos show of their publications, a list of them read at once. */
@Injectable()
export class PublicationViewsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forVideo(videoId: string): Promise<VideoPublishing> {
    return (await this.forVideos([videoId]))[0] as VideoPublishing;
  }

  /** The publishing of each video, in their order. */
  async forVideos(videoIds: readonly string[]): Promise<VideoPublishing[]> {
    const read = await this.read(videoIds);
    return videoIds.map((id) => read.get(id) as VideoPublishing);
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
