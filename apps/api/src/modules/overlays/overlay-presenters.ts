import {
  buttonCtaDesignParts,
  CtaType,
  END_CARD_STATUS_ACTIVE,
  endCardDesignParts,
  EndCardOrigin,
  EndCardType,
  type CtaPlacementConfig,
  type PlayerButtonCta,
  type PlayerCta,
  type PlayerCtaGroup,
  type PlayerEndCard,
  type PlayerImageCta,
} from '@framehouse/domain';
import type { Cta } from './ctas/cta.entity';
import type { ButtonCtaType, ImageCtaType } from './dtos/cta.types';
import type { EndCardObjectType } from './dtos/end-card.types';
import type { CtaTimestampType, VideoCtaType } from './dtos/video-cta.types';
import type { EndCard } from './end-cards/end-card.entity';
import type { StoredCtaGroup } from './video-ctas/video-ctas.service';

/**
 * How the overlays' rows read in the API (JSON-string parts, as the spec's screens send them) and in the
 * player (PlayerOverlays of libs/domain). Pure: URLs are given by the caller.
 */

/** A stored picture's public URL (null for none). */
export type PictureUrl = (key: string | null) => string | null;

export function presentEndCard(card: EndCard, backgroundImageUrl: string | null): EndCardObjectType {
  const parts = card.design ? endCardDesignParts(card.design) : null;
  return {
    id: card.id,
    name: card.name,
    customCode: card.customCode,
    status: END_CARD_STATUS_ACTIVE,
    cardType: EndCardType.CUSTOM,
    origin: card.origin,
    cardOrientation: card.design?.cardOrientation ?? null,
    cardSize: card.design?.cardSize ?? null,
    overlay: parts?.overlay ?? null,
    background: parts?.background ?? null,
    backgroundImageUrl,
    backgroundImageSettings: parts?.backgroundImageSettings ?? null,
    border: parts?.border ?? null,
    videoControlButtons: parts?.videoControlButtons ?? null,
    headline: parts?.headline ?? null,
    subline: parts?.subline ?? null,
    watchNextButtonVisible: card.watchNextButtonVisible,
    promoCodeButton: card.promoCode,
    created: card.created,
    ctaButton1Id: card.ctaButton1Id,
    ctaButton2Id: card.ctaButton2Id,
  };
}

export function presentButtonCta(cta: Cta): ButtonCtaType {
  const parts = cta.design
    ? buttonCtaDesignParts(cta.design)
    : { text: '{}', background: '{}', border: '{}', icon: null };
  return {
    id: cta.id,
    created: cta.created,
    name: cta.name,
    url: cta.url ?? '',
    text: parts.text,
    background: parts.background,
    border: parts.border,
    icon: parts.icon,
    publicUuid: cta.publicUuid,
  };
}

export function presentImageCta(cta: Cta, url: PictureUrl): ImageCtaType {
  return {
    id: cta.id,
    created: cta.created,
    name: cta.name,
    url: cta.url,
    imageUrl: url(cta.imageKey) ?? '',
    publicUuid: cta.publicUuid,
  };
}

/** A placed CTA: its CTA (null when it went meanwhile), content (template) and button look (styles). */
export function presentVideoCta(
  placed: StoredCtaGroup['ctas'][number],
  cta: Cta | undefined,
  url: PictureUrl,
): VideoCtaType {
  const button = cta?.type === CtaType.BUTTON ? presentButtonCta(cta) : null;
  const image = cta?.type === CtaType.IMAGE ? presentImageCta(cta, url) : null;
  return {
    id: placed.id,
    order: placed.order,
    type: cta?.type ?? CtaType.BUTTON,
    buttonCta: button,
    imageCta: image,
    template: button
      ? button.text
      : JSON.stringify({ imageUrl: image?.imageUrl ?? null, url: image?.url ?? null }),
    styles: button
      ? JSON.stringify({
          background: JSON.parse(button.background),
          border: JSON.parse(button.border),
          icon: button.icon ? JSON.parse(button.icon) : null,
        })
      : null,
    width: placed.config.width,
    config: placementConfigJson(placed.config),
  };
}

/** A placement's config as a JSON string, its keys in one order (jsonb keeps its own). */
export function placementConfigJson({ width, position, animation }: CtaPlacementConfig): string {
  return JSON.stringify({
    width,
    position: { calculatedTop: position.calculatedTop, calculatedLeft: position.calculatedLeft },
    animation: { name: animation.name, duration: animation.duration, cycleTime: animation.cycleTime },
  });
}

export function presentCtaGroup(
  group: StoredCtaGroup,
  ctas: ReadonlyMap<string, Cta>,
  url: PictureUrl,
): CtaTimestampType {
  const { timestamp } = group;
  return {
    id: timestamp.id,
    name: timestamp.name,
    startTimestamp: timestamp.startMs,
    endTimestamp: timestamp.endMs,
    ranges: [timestamp.startMs, timestamp.endMs],
    ctas: group.ctas.map((placed) => presentVideoCta(placed, ctas.get(placed.ctaId), url)),
  };
}

/** A CTA as the player draws it, named to viewers by its public id; null for a button without design. */
export function playerCta(cta: Cta, url: PictureUrl): PlayerCta | null {
  if (cta.type === CtaType.BUTTON) return playerButtonCta(cta);
  const imageUrl = url(cta.imageKey);
  if (!imageUrl) return null;
  const image: PlayerImageCta = { kind: 'image', id: cta.publicUuid, url: cta.url, imageUrl };
  return image;
}

export function playerButtonCta(cta: Cta): PlayerButtonCta | null {
  if (cta.type !== CtaType.BUTTON || !cta.design) return null;
  return { kind: 'button', id: cta.publicUuid, url: cta.url ?? '', design: cta.design };
}

/** The video's groups for the player: CTAs that went meanwhile are left out. */
export function playerCtaGroups(
  groups: readonly StoredCtaGroup[],
  ctas: ReadonlyMap<string, Cta>,
  url: PictureUrl,
): PlayerCtaGroup[] {
  return groups.map(({ timestamp, ctas: placed }) => ({
    id: timestamp.id,
    startMs: timestamp.startMs,
    endMs: timestamp.endMs,
    ctas: placed.flatMap((entry) => {
      const row = ctas.get(entry.ctaId);
      const cta = row ? playerCta(row, url) : null;
      return cta ? [{ id: entry.id, cta, config: entry.config }] : [];
    }),
  }));
}

/** The end card for the player: its design with up to two buttons, or its custom code. */
export function playerEndCard(
  card: EndCard,
  ctas: ReadonlyMap<string, Cta>,
  url: PictureUrl,
): PlayerEndCard | null {
  if (card.origin === EndCardOrigin.CUSTOM_JS) {
    return card.customCode === null ? null : { kind: 'custom', id: card.id, customCode: card.customCode };
  }
  if (!card.design) return null;
  const buttons = [card.ctaButton1Id, card.ctaButton2Id].flatMap((id) => {
    const row = id ? ctas.get(id) : undefined;
    const button = row ? playerButtonCta(row) : null;
    return button ? [button] : [];
  });
  return {
    kind: 'builder',
    id: card.id,
    design: card.design,
    backgroundImageUrl: url(card.backgroundImageKey),
    ctaButtons: buttons,
    watchNextButtonVisible: card.watchNextButtonVisible,
    promoCode: card.promoCode,
  };
}
