import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { publicMomentPath, publicUrlOf, PublishingTargetType, youtubeWatchUrl } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PublicationViewsService } from './publication-views.service';
import { isLive } from './publications.service';
import { PublishingTargetsService } from './publishing-targets.service';

/** What the moments module shows of a moment's publishing. */
export interface MomentPublishing {
  /** Visible, and its video live on the organization's own pages. */
  isPublished: boolean;
  /** Its public address on the asked target (own pages by default); null when it has none there. */
  publicMomentUrl: string | null;
}

/** The moment fields publishing decides (moments are public through their video's publication). */
export interface MomentRef {
  id: string;
  videoId: string;
  startMs: number;
  visible: boolean;
}

@Injectable()
export class MomentPublishingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly views: PublicationViewsService,
    private readonly targets: PublishingTargetsService,
  ) {}

  /** The caller's target, or NOT_FOUND on publishingTargetId. */
  async assertTarget(organizationId: string, targetId: string): Promise<void> {
    await this.targets.findOwned(this.dataSource.manager, organizationId, [targetId], 'publishingTargetId');
  }

  /** Per moment id; `targetId` (already checked to be the caller's) picks the target of publicMomentUrl. */
  async forMoments(
    moments: readonly MomentRef[],
    targetId?: string | null,
  ): Promise<Map<string, MomentPublishing>> {
    const publishing = await this.views.read([...new Set(moments.map((moment) => moment.videoId))]);
    const result = new Map<string, MomentPublishing>();
    for (const moment of moments) {
      const entries = publishing.get(moment.videoId)?.entries ?? [];
      const live = entries.filter(({ publication }) => isLive(publication));
      const isPublished =
        moment.visible && live.some(({ target }) => target.type === PublishingTargetType.SelfPublication);
      let publicMomentUrl: string | null = null;
      const chosen = targetId
        ? live.find(({ target }) => target.id === targetId)
        : live.find(({ target }) => target.type === PublishingTargetType.SelfPublication);
      if (chosen && moment.visible) {
        if (chosen.target.type === PublishingTargetType.SelfPublication) {
          publicMomentUrl = publicUrlOf(this.config.publicUrl, publicMomentPath(moment.id));
        } else if (chosen.publication.externalId) {
          publicMomentUrl = youtubeWatchUrl(chosen.publication.externalId, moment.startMs);
        }
      }
      result.set(moment.id, { isPublished, publicMomentUrl });
    }
    return result;
  }
}
