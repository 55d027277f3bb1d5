import {
  CtaAnimation,
  type CtaAnimationConfig,
  type CtaPlacementConfig,
  DEFAULT_URL_SCHEMES,
} from '@framehouse/domain';

/**
 * The rules of the CTAs over the picture (overlays-distribution §3 "CTA placement in a video"): which
 * links open, where a CTA sits, how its animation runs. Pure, so the renderer only draws.
 */

/**
 * The address a CTA opens, or null: only http(s), mailto and tel as the browser parses them (tabs and
 * newlines dropped, any case), never a javascript: or data: one, which would run in the player's page.
 */
export function openableLink(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return DEFAULT_URL_SCHEMES.includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A CTA's box in percent of the picture: its left and top edges and its width. */
export interface CtaBox {
  left: number;
  top: number;
  width: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Where a CTA is drawn: centred on its position, as wide as its width, and moved back inside the picture
 * where the centre would push an edge out. `heightPercent` is the drawn CTA's height in percent of the
 * picture (measured; 0 until it is).
 */
export function ctaBox(
  config: Pick<CtaPlacementConfig, 'width' | 'position'>,
  heightPercent: number,
): CtaBox {
  const width = clamp(Number.isFinite(config.width) ? config.width : 0, 0, 100);
  const height = clamp(Number.isFinite(heightPercent) ? heightPercent : 0, 0, 100);
  const { calculatedLeft, calculatedTop } = config.position;
  return {
    left: clamp(calculatedLeft - width / 2, 0, 100 - width),
    top: clamp(calculatedTop - height / 2, 0, 100 - height),
    width,
  };
}

/** One animation's moves: keyframe stops (percent of one move) and the transform at each. */
interface Moves {
  /** How long one move lasts, in seconds; a run of `duration` s repeats it as often as it fits. */
  lengthS: number;
  timing: 'linear' | 'ease-in-out';
  stops: ReadonlyArray<readonly [number, string]>;
}

const MOVES: Record<CtaAnimation, Moves> = {
  [CtaAnimation.JIGGLE]: {
    lengthS: 1,
    timing: 'ease-in-out',
    stops: [
      [0, 'scale3d(1, 1, 1)'],
      [30, 'scale3d(1.2, 0.8, 1)'],
      [40, 'scale3d(0.85, 1.15, 1)'],
      [50, 'scale3d(1.1, 0.9, 1)'],
      [65, 'scale3d(0.95, 1.05, 1)'],
      [75, 'scale3d(1.05, 0.95, 1)'],
      [100, 'scale3d(1, 1, 1)'],
    ],
  },
  [CtaAnimation.BOUNCE]: {
    lengthS: 1,
    timing: 'ease-in-out',
    stops: [
      [0, 'translateY(0)'],
      [20, 'translateY(0)'],
      [40, 'translateY(-30%)'],
      [43, 'translateY(-30%)'],
      [53, 'translateY(0)'],
      [70, 'translateY(-15%)'],
      [80, 'translateY(0)'],
      [90, 'translateY(-4%)'],
      [100, 'translateY(0)'],
    ],
  },
  [CtaAnimation.ROTATE]: {
    lengthS: 1,
    timing: 'ease-in-out',
    stops: [
      [0, 'rotate(0deg)'],
      [100, 'rotate(360deg)'],
    ],
  },
  [CtaAnimation.VIBRATE]: {
    lengthS: 0.3,
    timing: 'linear',
    stops: [
      [0, 'translate(0, 0)'],
      [20, 'translate(-2px, 2px)'],
      [40, 'translate(-2px, -2px)'],
      [60, 'translate(2px, 2px)'],
      [80, 'translate(2px, -2px)'],
      [100, 'translate(0, 0)'],
    ],
  },
  [CtaAnimation.SHAKE]: {
    lengthS: 0.8,
    timing: 'ease-in-out',
    stops: [
      [0, 'translateX(0)'],
      [15, 'translateX(-8%)'],
      [30, 'translateX(6%)'],
      [45, 'translateX(-4%)'],
      [60, 'translateX(3%)'],
      [75, 'translateX(-1%)'],
      [100, 'translateX(0)'],
    ],
  },
};

/** How a CTA's animation runs as one CSS animation repeated for ever. */
export interface CtaAnimationTiming {
  /** One run and the pause after it, in seconds: the CSS animation's duration. */
  periodS: number;
  /** The share of the period the CTA moves; it rests for the rest. */
  runFraction: number;
  /** Times the animation's move repeats within one run. */
  moves: number;
  timing: Moves['timing'];
}

/**
 * A run of `duration` s, then `cycleTime` s at rest, and again (0 = constant): one CSS animation of
 * `duration + cycleTime` s whose keyframes move only in its first part (the same loop as
 * ctaAnimationRunning). Null without an animation.
 */
export function ctaAnimationTiming(animation: CtaAnimationConfig): CtaAnimationTiming | null {
  if (animation.name === null || !(animation.duration > 0)) return null;
  const moves = MOVES[animation.name];
  if (!moves) return null;
  const periodS = animation.duration + Math.max(0, animation.cycleTime);
  return {
    periodS,
    runFraction: animation.duration / periodS,
    moves: Math.max(1, Math.round(animation.duration / moves.lengthS)),
    timing: moves.timing,
  };
}

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

/**
 * The keyframes' body (for a `@keyframes` rule) of an animation with its timing: its moves repeated
 * within the run, then held at rest until the period ends.
 */
export function ctaKeyframes(name: CtaAnimation, timing: CtaAnimationTiming): string {
  const { stops } = MOVES[name];
  const lines: string[] = [];
  for (let move = 0; move < timing.moves; move++)
    for (const [stop, transform] of stops) {
      if (move > 0 && stop === 0) continue;
      const at = ((move + stop / 100) / timing.moves) * timing.runFraction * 100;
      lines.push(`${percent(at)} { transform: ${transform}; }`);
    }
  if (timing.runFraction < 1) lines.push(`100% { transform: ${stops[stops.length - 1][1]}; }`);
  return lines.join(' ');
}

/** A colour (#RGB or #RRGGBB) at an opacity in percent, as CSS rgba(); the colour itself if unreadable. */
export function rgbaOf(hex: string, opacityPercent: number): string {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return hex;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  const alpha = Math.min(Math.max(opacityPercent, 0), 100) / 100;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * The player's width the designs' pixel sizes are meant for (a 420 px high 16:9 picture, the end card
 * preview's height): texts scale with the picture from there, within limits, so a card reads the same on
 * a phone, in an embed and in fullscreen. Needs a size container around the overlays.
 */
export const OVERLAY_REFERENCE_WIDTH_PX = 746;
const SCALE_MIN = 0.75;
const SCALE_MAX = 2.5;

/** CSS for `px` at the picture's scale. */
export function scaledPx(px: number): string {
  return `clamp(${Number((px * SCALE_MIN).toFixed(2))}px, calc(${px} * 100cqw / ${OVERLAY_REFERENCE_WIDTH_PX}), ${px * SCALE_MAX}px)`;
}
