import { Injectable } from '@nestjs/common';
import { DEFAULT_WIDGET_OPTIONS, type PublicWidgetData } from '@framehouse/domain';
import { timingSafeEqual } from 'node:crypto';
import { MomentsService } from '../moments/moments.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { PlayerOverlaysService } from '../overlays/player-overlays.service';
import { PublishedContentService } from '../publishing/published-content.service';
import { CarouselsService } from '../widgets/carousels/carousels.service';
import { WidgetPresetsService } from '../widgets/presets/widget-presets.service';
import { PublicPlayerService } from './public-player.service';

/** Whether the key a widget script sent is the organization's, compared in constant time. */
function sameKey(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What the widget script shows of a carousel (GET /p/api/widget/{publicId}?key=): its texts, style, GA
 * ids, the preset's end card, and only the moments public now — visible, of a video live on the
 * organization's own pages, as /p/api/moment/{id} decides — in the carousel's order.
 */
@Injectable()
export class PublicWidgetService {
  constructor(
    private readonly carousels: CarouselsService,
    private readonly presets: WidgetPresetsService,
    private readonly organizations: OrganizationsService,
    private readonly moments: MomentsService,
    private readonly published: PublishedContentService,
    private readonly playerOverlays: PlayerOverlaysService,
    private readonly player: PublicPlayerService,
  ) {}

  /**
   * The widget's data and its organization (what the cache keeps it under); null when there is no such
   * widget or the key is not its organization's.
   */
  async widget(
    publicId: string,
    key: string,
  ): Promise<{ organizationId: string; widget: PublicWidgetData } | null> {
    const carousel = await this.carousels.findByPublicId(publicId);
    if (!carousel) return null;
    const { organizationId } = carousel;
    const organization = await this.organizations.findById(organizationId);
    if (!organization || !sameKey(organization.widgetApiKey, key)) return null;
    const [[ids = []], [preset]] = await Promise.all([
      this.carousels.momentIdsOf([carousel.id]),
      carousel.presetId ? this.presets.byIds([carousel.presetId]) : Promise.resolve([null]),
    ]);
    const visible = (await this.moments.findVisibleMany(ids)).filter(
      (moment) => moment.organizationId === organizationId,
    );
    const [live, endCard] = await Promise.all([
      this.published.liveAmong(visible.map((moment) => moment.videoId)),
      preset && preset.organizationId === organizationId
        ? this.playerOverlays.endCard(organizationId, preset.endCardId)
        : Promise.resolve(null),
    ]);
    const shown = new Map(visible.filter((moment) => live.has(moment.videoId)).map((m) => [m.id, m]));
    const widget: PublicWidgetData = {
      id: carousel.publicId,
      title: carousel.title,
      description: carousel.description,
      style: { colorTheme: carousel.colorTheme, mainColor: carousel.mainColor },
      googleAnalyticsTrackingId: carousel.googleAnalyticsTrackingId,
      googleAnalytics4MeasurementId: carousel.googleAnalytics4MeasurementId,
      options: { ...DEFAULT_WIDGET_OPTIONS },
      endCard,
      moments: ids.flatMap((id) => {
        const moment = shown.get(id);
        if (!moment) return [];
        return [
          {
            id: moment.id,
            videoId: moment.videoId,
            title: moment.title,
            description: moment.description,
            thumbnailUrl: this.player.posterUrlOf('moment', moment.id),
            durationMs: moment.endMs - moment.startMs,
            pageUrl: this.player.pageUrlOf('moment', moment.id),
          },
        ];
      }),
    };
    return { organizationId, widget };
  }
}
