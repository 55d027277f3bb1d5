import { Injectable } from '@nestjs/common';
import type { PlayerEndCard, PlayerOverlays } from '@framehouse/domain';
import type { Cta } from './ctas/cta.entity';
import { CtasService } from './ctas/ctas.service';
import type { EndCard } from './end-cards/end-card.entity';
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
    const [groups = []] = await this.videoCtas.forVideos([video.id]);
    const card = await this.ownEndCard(video.organizationId, moment?.endCardId ?? video.endCardId ?? null);
    const ctas = await this.ownCtas(video.organizationId, [
      ...groups.flatMap((group) => group.ctas.map((placed) => placed.ctaId)),
      ...(card ? [card.ctaButton1Id, card.ctaButton2Id] : []),
    ]);
    return {
      ctaGroups: playerCtaGroups(groups, ctas, this.url),
      endCard: card ? playerEndCard(card, ctas, this.url) : null,
      watchNext: null,
    };
  }

  /** An end card of the organization as the player draws it (a widget preset's); null for none. */
  async endCard(organizationId: string, endCardId: string | null): Promise<PlayerEndCard | null> {
    const card = await this.ownEndCard(organizationId, endCardId);
    if (!card) return null;
    const ctas = await this.ownCtas(organizationId, [card.ctaButton1Id, card.ctaButton2Id]);
    return playerEndCard(card, ctas, this.url);
  }

  private readonly url = (key: string | null) => this.pictures.url(key);

  private async ownEndCard(organizationId: string, endCardId: string | null): Promise<EndCard | null> {
    const [found] = endCardId ? await this.endCards.byIds([endCardId]) : [null];
    return found && found.organizationId === organizationId ? found : null;
  }

  /** The organization's CTAs among `ids`, by id. */
  private async ownCtas(
    organizationId: string,
    ids: ReadonlyArray<string | null>,
  ): Promise<Map<string, Cta>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    const rows = await this.ctas.byIds(wanted);
    return new Map(
      rows
        .filter((row): row is Cta => row !== null && row.organizationId === organizationId)
        .map((row) => [row.id, row]),
    );
  }
}
