import {
  CTA_ANIMATION_DURATIONS_S,
  CTA_CYCLE_TIMES_S,
  CTA_DEFAULT_POSITION,
  CTA_DEFAULT_WIDTH,
} from '../constants/overlays';
import { CtaAnimation } from '../enums/cta';
import { validateCtaWidth, validateTimestampName } from '../validation/overlays';
import { validateCtaTimestampRange } from '../validation/range';
import { rangeMessage } from '../validation/validation-messages';
import { OverlayPartMessages, type PartProblem } from './json-parts';

/**
 * CTAs placed over a video (overlays-distribution §3 "CTA placement in a video"): timestamp groups, each
 * a named range of the video holding CTAs with their width, position and animation.
 */

export interface CtaAnimationConfig {
  /** Null: the CTA does not move. */
  name: CtaAnimation | null;
  /** Seconds one run of the animation lasts (1–9). */
  duration: number;
  /** Seconds between runs; 0 is "Constant" (it runs again at once). */
  cycleTime: number;
}

export interface CtaPlacementConfig {
  /** Percent of the picture's width. */
  width: number;
  /** The CTA's centre, in percent of the picture from its top and its left. */
  position: { calculatedTop: number; calculatedLeft: number };
  animation: CtaAnimationConfig;
}

export const DEFAULT_CTA_PLACEMENT_CONFIG: CtaPlacementConfig = {
  width: CTA_DEFAULT_WIDTH,
  position: { ...CTA_DEFAULT_POSITION },
  animation: { name: null, duration: 1, cycleTime: 0 },
};

/** A timestamp group as the save call sends it (times in ms of the video). */
export interface CtaTimestampDraft {
  name: string;
  startTimestamp: number;
  endTimestamp: number;
  ctas: ReadonlyArray<{ config: CtaPlacementConfig }>;
}

/** Checks one CTA's config; problems on `field` (the path of the CTA in the payload). */
export function ctaPlacementProblems(field: string, config: CtaPlacementConfig): PartProblem[] {
  const problems: PartProblem[] = [];
  const add = (message: string | undefined) => message && problems.push({ field, message });
  add(validateCtaWidth(config.width));
  for (const value of [config.position.calculatedTop, config.position.calculatedLeft]) {
    add(Number.isFinite(value) && value >= 0 && value <= 100 ? undefined : rangeMessage(0, 100, '%'));
  }
  const { name, duration, cycleTime } = config.animation;
  if (name !== null)
    add(
      Object.values(CtaAnimation).includes(name)
        ? undefined
        : OverlayPartMessages.notOneOf(Object.values(CtaAnimation)),
    );
  add(
    CTA_ANIMATION_DURATIONS_S.includes(duration)
      ? undefined
      : OverlayPartMessages.notOneOf(CTA_ANIMATION_DURATIONS_S),
  );
  add(CTA_CYCLE_TIMES_S.includes(cycleTime) ? undefined : OverlayPartMessages.notOneOf(CTA_CYCLE_TIMES_S));
  return problems;
}

/**
 * Checks a video's timestamp groups against each other and the video's duration (the rules of
 * validateCtaTimestampRange: inside the video, start before end, at least 1000 ms, no overlap; touching
 * ends are allowed), each group's name and each CTA's config. Problems are on `timestamps.{i}.name`,
 * `timestamps.{i}` and `timestamps.{i}.ctas.{j}`.
 */
export function ctaTimestampProblems(
  groups: readonly CtaTimestampDraft[],
  durationMs: number,
): PartProblem[] {
  const problems: PartProblem[] = [];
  groups.forEach((group, i) => {
    const field = `timestamps.${i}`;
    const nameProblem = validateTimestampName(group.name);
    if (nameProblem) problems.push({ field: `${field}.name`, message: nameProblem });
    const otherTimestamps = groups
      .filter((_, j) => j !== i)
      .map((g) => ({ start: g.startTimestamp, end: g.endTimestamp, title: g.name.trim() }));
    const rangeProblem = validateCtaTimestampRange(group.startTimestamp, group.endTimestamp, {
      durationMs,
      otherTimestamps,
    });
    if (rangeProblem) problems.push({ field, message: rangeProblem });
    group.ctas.forEach((cta, j) => problems.push(...ctaPlacementProblems(`${field}.ctas.${j}`, cta.config)));
  });
  return problems;
}

/**
 * Where an animation is in its loop at `elapsedMs` after the CTA appeared: the animation runs for
 * `duration` s, then waits `cycleTime` s, and again. True while it runs.
 */
export function ctaAnimationRunning(animation: CtaAnimationConfig, elapsedMs: number): boolean {
  if (animation.name === null || elapsedMs < 0) return false;
  const period = (animation.duration + animation.cycleTime) * 1000;
  return elapsedMs % period < animation.duration * 1000;
}
