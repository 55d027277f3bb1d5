import { Injectable } from '@nestjs/common';
import type { PlayerOverlays } from '@framehouse/domain';
import type { Cta } from './ctas/cta.entity';
import { CtasService } from './ctas/ctas.service';
import { EndCardsService } from './end-cards/end-cards.service';
import { OverlayPicturesService } from './overlay-pictures.service';
import { playerCtaGroups, playerEndCard } from './overlay-presenters';
import { VideoCtasService } from './video-ctas/video-ctas.service';

/** What forContent needs of a video. */
export interface OverlaidVideo {
  id: string;
  organizationId: string;
  endCardId?: string | null;
}

/** What forContent needs of a moment of that video. */
export interface OverlaidMoment {
  id: string;
  endCardId?: string | null;
}

/**
 * What the player draws over a video or a moment (PlayerOverlays of libs/domain): the video's CTA groups
 * (a moment plays a range of its video, so its groups are the video's), and the end card — the moment's
 * own for a moment, else the video's. `watchNext` is the public module's to fill. Only the video's
 * organization's end card and CTAs are ever read.
 */
@Injectable()
export class PlayerOverlaysService {
  constructor(
    private readonly endCards: EndCardsService,
    private readonly ctas: CtasService,
    private readonly videoCtas: VideoCtasService,
    private readonly pictures: OverlayPicturesService,
  ) {}

  async forContent(video: OverlaidVideo, moment?: OverlaidMoment | null): Promise<PlayerOverlays> {
    const url = (key: string | null) => this.pictures.url(key);
    const [groups = []] = await this.videoCtas.forVideos([video.id]);
    const endCardId = moment?.endCardId ?? video.endCardId ?? null;
    const [found] = endCardId ? await this.endCards.byIds([endCardId]) : [null];
    const card = found && found.organizationId === video.organizationId ? found : null;
    const ids = [
      ...groups.flatMap((group) => group.ctas.map((placed) => placed.ctaId)),
      ...(card ? [card.ctaButton1Id, card.ctaButton2Id] : []),
    ].filter((id): id is string => Boolean(id));
    const rows = await this.ctas.byIds([...new Set(ids)]);
    const ctas = new Map(
      rows
        .filter((row): row is Cta => row !== null && row.organizationId === video.organizationId)
        .map((row) => [row.id, row]),
    );
    return {
      ctaGroups: playerCtaGroups(groups, ctas, url),
      endCard: card ? playerEndCard(card, ctas, url) : null,
      watchNext: null,
    };
  }
}
