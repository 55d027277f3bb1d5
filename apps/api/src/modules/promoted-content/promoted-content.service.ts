import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ToggleAction, validatePromoLabel } from '@framehouse/domain';
import { DataSource, In } from 'typeorm';
import { assertValid } from '../../common/errors/contract-error';
import { rowOfEachKey } from '../../common/rows-by-key';
import { VideosService } from '../videos/videos.service';
import type { PromotedContentSettingsInput } from './dtos/promoted-content.types';
import {
  DEFAULT_PROMOTED_CONTENT,
  VideoPromotedContent,
  type PromotedContentSettings,
} from './video-promoted-content.entity';

const settingsOf = (row: VideoPromotedContent | null): PromotedContentSettings =>
  row
    ? {
        promoteObjects: row.promoteObjects,
        promoteAtStart: row.promoteAtStart,
        promoteAtEnd: row.promoteAtEnd,
        promotedObjectsLabel: row.promotedObjectsLabel,
      }
    : { ...DEFAULT_PROMOTED_CONTENT };

/** Promo cards settings of the caller's videos (video-area §2, §5, §7). */
@Injectable()
export class PromotedContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
  ) {}

  async forVideo(videoId: string): Promise<PromotedContentSettings> {
    return (await this.forVideos([videoId]))[0] as PromotedContentSettings;
  }

  /** The settings of each video, in their order. */
  async forVideos(videoIds: readonly string[]): Promise<PromotedContentSettings[]> {
    const rows = videoIds.length
      ? await this.dataSource.getRepository(VideoPromotedContent).findBy({ videoId: In([...videoIds]) })
      : [];
    return rowOfEachKey(videoIds, rows, (row) => row.videoId).map(settingsOf);
  }

  async update(
    organizationId: string,
    videoId: string,
    input: PromotedContentSettingsInput,
  ): Promise<PromotedContentSettings> {
    assertValid({ promotedObjectsLabel: validatePromoLabel(input.promotedObjectsLabel) });
    return this.change(organizationId, videoId, (current) => ({
      promoteObjects: input.promoteObjects ?? current.promoteObjects,
      promoteAtStart: input.promoteAtStart ?? current.promoteAtStart,
      promoteAtEnd: input.promoteAtEnd ?? current.promoteAtEnd,
      promotedObjectsLabel: (input.promotedObjectsLabel ?? '').trim(),
    }));
  }

  /** ENABLE or DISABLE turns the feature on or off and keeps the intro, outro and label choices. */
  toggle(organizationId: string, videoId: string, action: ToggleAction): Promise<PromotedContentSettings> {
    return this.change(organizationId, videoId, (current) => ({
      ...current,
      promoteObjects: action === ToggleAction.ENABLE,
    }));
  }

  private change(
    organizationId: string,
    videoId: string,
    next: (current: PromotedContentSettings) => PromotedContentSettings,
  ): Promise<PromotedContentSettings> {
    return this.dataSource.transaction(async (manager) => {
      await this.videos.lockOwned(manager, organizationId, videoId, 'videoId', 'shared');
      const repository = manager.getRepository(VideoPromotedContent);
      const row = await repository.findOne({ where: { videoId }, lock: { mode: 'pessimistic_write' } });
      const settings = next(settingsOf(row));
      await repository.upsert({ videoId, ...settings }, ['videoId']);
      return settings;
    });
  }
}
