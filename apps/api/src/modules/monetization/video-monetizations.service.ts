import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AdLocation, ValidationMessages } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { assertValid } from '../../common/errors/contract-error';
import { Organization } from '../organizations/organization.entity';
import { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import type { VideoMonetizationInput, VideoMonetizationType } from './dtos/monetization.types';
import { OrganizationMonetizationsService } from './organization-monetizations.service';
import {
  DEFAULT_VIDEO_MONETIZATION,
  VideoMonetization,
  type VideoAdSettings,
} from './video-monetization.entity';

const LOCATION_ORDER = Object.values(AdLocation);

const settingsOf = (row: VideoMonetization | null): VideoAdSettings =>
  row
    ? {
        orgMonetizationId: row.orgMonetizationId,
        useDefaultMonetization: row.useDefaultMonetization,
        adType: row.adType,
        adDensity: row.adDensity,
        adLocation: row.adLocation,
      }
    : { ...DEFAULT_VIDEO_MONETIZATION, adLocation: [...DEFAULT_VIDEO_MONETIZATION.adLocation] };

/** Per-video monetization (video-area §2 and §7): the switch, the source of ads and where ads play. */
@Injectable()
export class VideoMonetizationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly tags: OrganizationMonetizationsService,
  ) {}

  async forVideo(
    video: Pick<Video, 'id' | 'organizationId' | 'isMonetizationEnabled'>,
  ): Promise<VideoMonetizationType> {
    const row = await this.dataSource.getRepository(VideoMonetization).findOneBy({ videoId: video.id });
    return this.present(video, settingsOf(row));
  }

  async update(
    organizationId: string,
    videoId: string,
    input: VideoMonetizationInput,
  ): Promise<VideoMonetizationType> {
    return this.dataSource.transaction(async (manager) => {
      // The organization's row first (as ad tag changes do), so a tag cannot go away under this change.
      const organization = await manager
        .getRepository(Organization)
        .findOneOrFail({ where: { id: organizationId }, lock: { mode: 'pessimistic_read' } });
      const video = await this.videos.lockOwned(manager, organizationId, videoId, 'videoId');
      const repository = manager.getRepository(VideoMonetization);
      const current = settingsOf(await repository.findOneBy({ videoId }));
      const enabling = input.isMonetizationEnabled === true && !video.isMonetizationEnabled;
      assertValid({
        isMonetizationEnabled:
          enabling && !organization.isMonetizationEnabled
            ? ValidationMessages.organizationMonetizationDisabled
            : undefined,
      });
      const next: VideoAdSettings = {
        ...current,
        adType: input.adType ?? current.adType,
        adDensity: input.adDensity ?? current.adDensity,
        adLocation: input.adLocation
          ? LOCATION_ORDER.filter((location) => input.adLocation?.includes(location))
          : current.adLocation,
      };
      if (input.orgMonetization) {
        const tag = await this.tags.find(manager, organizationId, input.orgMonetization, 'orgMonetization');
        assertValid({ orgMonetization: tag.active ? undefined : ValidationMessages.inactiveAdTag });
        next.orgMonetizationId = tag.id;
        next.useDefaultMonetization = false;
      } else if (input.useDefaultMonetization === true) {
        next.orgMonetizationId = null;
        next.useDefaultMonetization = true;
      }
      await repository.upsert({ videoId, ...next }, ['videoId']);
      if (typeof input.isMonetizationEnabled === 'boolean') {
        video.isMonetizationEnabled = input.isMonetizationEnabled;
        await manager
          .getRepository(Video)
          .update(video.id, { isMonetizationEnabled: input.isMonetizationEnabled });
      }
      return this.present(video, next);
    });
  }

  private async present(
    video: Pick<Video, 'organizationId' | 'isMonetizationEnabled'>,
    settings: VideoAdSettings,
  ): Promise<VideoMonetizationType> {
    const tag = settings.orgMonetizationId
      ? await this.tags.find(this.dataSource.manager, video.organizationId, settings.orgMonetizationId)
      : await this.tags.currentDefault(this.dataSource.manager, video.organizationId);
    return {
      orgMonetization: tag ? { id: tag.id, monetizationUrl: tag.monetizationUrl } : null,
      useDefaultMonetization: settings.useDefaultMonetization,
      isMonetizationEnabled: video.isMonetizationEnabled,
      adType: settings.adType,
      adDensity: settings.adDensity,
      adLocation: settings.adLocation,
    };
  }
}
