import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AdLocation, ValidationMessages } from '@framehouse/domain';
import { DataSource, In } from 'typeorm';
import { assertValid } from '../../common/errors/contract-error';
import { rowOfEachKey } from '../../common/rows-by-key';
import { OrganizationsService } from '../organizations/organizations.service';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import type { VideoMonetizationInput, VideoMonetizationType } from './dtos/monetization.types';
import type { OrganizationMonetization } from './organization-monetization.entity';
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

/** What a video's monetization depends on besides its own row. */
export type MonetizedVideo = Pick<Video, 'id' | 'organizationId' | 'isMonetizationEnabled'>;

/** A video's monetization; its tag is the chosen one of its organization's, else their default. */
function present(
  video: Pick<Video, 'organizationId' | 'isMonetizationEnabled'>,
  settings: VideoAdSettings,
  tags: readonly OrganizationMonetization[],
): VideoMonetizationType {
  const own = tags.filter((tag) => tag.organizationId === video.organizationId);
  const tag = settings.orgMonetizationId
    ? own.find((candidate) => candidate.id === settings.orgMonetizationId)
    : own.find((candidate) => candidate.default);
  return {
    orgMonetization: tag ? { id: tag.id, monetizationUrl: tag.monetizationUrl } : null,
    useDefaultMonetization: settings.useDefaultMonetization,
    isMonetizationEnabled: video.isMonetizationEnabled,
    adType: settings.adType,
    adDensity: settings.adDensity,
    adLocation: settings.adLocation,
  };
}

/** Per-video monetization (video-area §2 and §7): the switch, the source of ads and where ads play. */
@Injectable()
export class VideoMonetizationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly tags: OrganizationMonetizationsService,
    private readonly organizations: OrganizationsService,
  ) {}

  async forVideo(video: MonetizedVideo): Promise<VideoMonetizationType> {
    return (await this.forVideos([video]))[0] as VideoMonetizationType;
  }

  /** Several videos' monetization, in their order: their rows and their organizations' tags read once. */
  async forVideos(videos: readonly MonetizedVideo[]): Promise<VideoMonetizationType[]> {
    if (videos.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(VideoMonetization)
      .findBy({ videoId: In(videos.map((video) => video.id)) });
    const organizationIds = [...new Set(videos.map((video) => video.organizationId))];
    const tags = (await Promise.all(organizationIds.map((id) => this.tags.list(id)))).flat();
    const settings = rowOfEachKey(
      videos.map((video) => video.id),
      rows,
      (row) => row.videoId,
    );
    return videos.map((video, index) => present(video, settingsOf(settings[index] ?? null), tags));
  }

  async update(
    organizationId: string,
    videoId: string,
    input: VideoMonetizationInput,
  ): Promise<VideoMonetizationType> {
    return this.dataSource.transaction(async (manager) => {
      // The organization's row first (as ad tag changes do), so a tag cannot go away under this change.
      const organization = await this.organizations.lock(manager, organizationId, 'shared');
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
        await this.videos.save(manager, video);
      }
      return present(video, next, await this.tags.list(organizationId));
    });
  }
}
