import {
  buttonCtaDesignOf,
  CardOrientation,
  CardSize,
  CtaAnimation,
  DEFAULT_CTA_PLACEMENT_CONFIG,
  readEndCardDesign,
  type CtaPlacementConfig,
  type PlayerButtonCta,
  type PlayerCta,
  type PlayerCtaGroup,
  type PlayerEndCard,
  type PlayerImageCta,
} from '@framehouse/domain';
import {
  EndCardOrigin,
  type CtaTimestampFieldsFragment,
  type EndCardFieldsFragment,
  type ButtonCtaFieldsFragment,
  type ImageCtaFieldsFragment,
} from '@framehouse/sdk';
import { enumMember } from '../enum-member';

/**
 * What the SDK answers about a video's overlays, as PlayerOverlays (libs/domain) for the one renderer of
 * libs/player-ui: the admin's previews draw what the public player draws from the same data. CTAs are
 * named by their public id, as the public player names them.
 */

/** A button as the player draws it; null when its stored parts do not read (it is left out). */
export function playerButtonCtaOf(button: ButtonCtaFieldsFragment): PlayerButtonCta | null {
  const design = buttonCtaDesignOf(button);
  return design ? { kind: 'button', id: button.publicUuid, url: button.url, design } : null;
}

export function playerImageCtaOf(image: ImageCtaFieldsFragment): PlayerImageCta {
  return { kind: 'image', id: image.publicUuid, url: image.url, imageUrl: image.imageUrl };
}

/** A placed CTA's content; null when its CTA went meanwhile. */
export function playerCtaOf(placed: {
  buttonCta: ButtonCtaFieldsFragment | null;
  imageCta: ImageCtaFieldsFragment | null;
}): PlayerCta | null {
  if (placed.buttonCta) return playerButtonCtaOf(placed.buttonCta);
  return placed.imageCta ? playerImageCtaOf(placed.imageCta) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * A placed CTA's config from the JSON string the API answers; what is missing or unreadable takes the
 * default (width 33 %, centred, no animation).
 */
export function placementConfigOf(json: string): CtaPlacementConfig {
  const d = DEFAULT_CTA_PLACEMENT_CONFIG;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  const config = isRecord(parsed) ? parsed : {};
  const position = isRecord(config.position) ? config.position : {};
  const animation = isRecord(config.animation) ? config.animation : {};
  return {
    width: numberOr(config.width, d.width),
    position: {
      calculatedTop: numberOr(position.calculatedTop, d.position.calculatedTop),
      calculatedLeft: numberOr(position.calculatedLeft, d.position.calculatedLeft),
    },
    animation: {
      name: typeof animation.name === 'string' ? (enumMember(CtaAnimation, animation.name) ?? null) : null,
      duration: numberOr(animation.duration, d.animation.duration),
      cycleTime: numberOr(animation.cycleTime, d.animation.cycleTime),
    },
  };
}

/** The video's saved groups for the player, each group's CTAs in their stacking order. */
export function playerCtaGroupsOf(timestamps: readonly CtaTimestampFieldsFragment[]): PlayerCtaGroup[] {
  return timestamps.map((group) => ({
    id: group.id,
    startMs: group.startTimestamp,
    endMs: group.endTimestamp,
    ctas: [...group.ctas]
      .sort((a, b) => a.order - b.order)
      .flatMap((placed) => {
        const cta = playerCtaOf(placed);
        return cta ? [{ id: placed.id, cta, config: placementConfigOf(placed.config) }] : [];
      }),
  }));
}

/**
 * The end card for the player: custom code, or the builder's design with its buttons (`buttons`: the
 * card's ctaButton1 and ctaButton2 as loaded, in that order; one that did not load is left out).
 */
export function playerEndCardOf(
  card: EndCardFieldsFragment,
  buttons: ReadonlyArray<ButtonCtaFieldsFragment | null>,
): PlayerEndCard | null {
  if (card.origin === EndCardOrigin.CustomJs) {
    return card.customCode == null ? null : { kind: 'custom', id: card.id, customCode: card.customCode };
  }
  const { design } = readEndCardDesign({
    cardOrientation: enumMember(CardOrientation, card.cardOrientation),
    cardSize: enumMember(CardSize, card.cardSize),
    overlay: card.overlay ?? undefined,
    background: card.background ?? undefined,
    backgroundImageSettings: card.backgroundImageSettings ?? undefined,
    border: card.border ?? undefined,
    videoControlButtons: card.videoControlButtons ?? undefined,
    headline: card.headline ?? undefined,
    subline: card.subline,
  });
  return {
    kind: 'builder',
    id: card.id,
    design,
    backgroundImageUrl: card.backgroundImageUrl,
    ctaButtons: buttons.flatMap((button) => {
      const player = button ? playerButtonCtaOf(button) : null;
      return player ? [player] : [];
    }),
    watchNextButtonVisible: card.watchNextButtonVisible,
    promoCode: card.promoCodeButton
      ? { text: card.promoCodeButton.text, label: card.promoCodeButton.label }
      : null,
  };
}
