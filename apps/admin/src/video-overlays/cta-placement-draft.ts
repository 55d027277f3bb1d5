import {
  CTA_TIMESTAMP_MIN_LENGTH_MS,
  CtaType,
  ctaTimestampProblems,
  DEFAULT_CTA_PLACEMENT_CONFIG,
  nextFreeRange,
  type CtaPlacementConfig,
  type PlayerCta,
  type PlayerCtaGroup,
  type TimeRange,
} from '@framehouse/domain';
import type { CtaTimestampFieldsFragment, VideoCtasInput } from '@framehouse/sdk';
import { placementConfigOf, playerCtaOf } from './player-overlays-of';

/**
 * The /cta page's draft (overlays-distribution §3, §4 "Video CTA editing"): the video's timestamp groups
 * and their CTAs, edited locally and saved together. Every group and entry has a key: the saved id, or a
 * generated one for what was added here. The edits are pure: each answers a new draft.
 */

/** The CTA an entry places: which one, its name in the list, and what the player draws (null: gone). */
export interface PlacedCta {
  type: CtaType;
  ctaId: string;
  name: string;
  player: PlayerCta | null;
}

export interface DraftCta {
  key: string;
  cta: PlacedCta;
  config: CtaPlacementConfig;
}

export interface DraftGroup {
  key: string;
  name: string;
  /** Milliseconds of the video; NaN while its field holds no time string (the format message shows). */
  startMs: number;
  endMs: number;
  /** In stacking order: a later one is drawn over an earlier one. */
  ctas: DraftCta[];
}

export type CtaDraft = readonly DraftGroup[];

/** Ours: a new group lasts 5 s where there is room, else the 1 s minimum. */
export const NEW_GROUP_LENGTH_MS = 5000;

/** The draft of the saved groups, each group's CTAs in their stacking order. */
export function draftOf(timestamps: readonly CtaTimestampFieldsFragment[]): DraftGroup[] {
  return timestamps.map((group) => ({
    key: group.id,
    name: group.name,
    startMs: group.startTimestamp,
    endMs: group.endTimestamp,
    ctas: [...group.ctas]
      .sort((a, b) => a.order - b.order)
      .map((placed) => ({
        key: placed.id,
        cta: {
          type: placed.buttonCta || !placed.imageCta ? CtaType.BUTTON : CtaType.IMAGE,
          ctaId: placed.buttonCta?.id ?? placed.imageCta?.id ?? '',
          name: placed.buttonCta?.name ?? placed.imageCta?.name ?? '',
          player: playerCtaOf(placed),
        },
        config: placementConfigOf(placed.config),
      })),
  }));
}

/** The save call's payload: the groups in list order, each CTA's order its list position. */
export function videoCtasInputOf(draft: CtaDraft): VideoCtasInput {
  return {
    timestamps: draft.map((group) => ({
      name: group.name.trim(),
      startTimestamp: group.startMs,
      endTimestamp: group.endMs,
      ctas: group.ctas.map((entry, order) => ({
        order,
        ...(entry.cta.type === CtaType.BUTTON
          ? { buttonCtaId: entry.cta.ctaId }
          : { imageCtaId: entry.cta.ctaId }),
        config: {
          width: entry.config.width,
          position: {
            calculatedTop: entry.config.position.calculatedTop,
            calculatedLeft: entry.config.position.calculatedLeft,
          },
          animation: {
            name: entry.config.animation.name,
            duration: entry.config.animation.duration,
            cycleTime: entry.config.animation.cycleTime,
          },
        },
      })),
    })),
  };
}

/** Unsaved changes: the draft would save something else than what is saved (keys do not count). */
export function isDraftChanged(saved: CtaDraft, draft: CtaDraft): boolean {
  return JSON.stringify(videoCtasInputOf(saved)) !== JSON.stringify(videoCtasInputOf(draft));
}

/** The spec's rule (§4): update when the video already has CTA timestamps, otherwise create. */
export function saveCallOf(saved: readonly unknown[]): 'create' | 'update' {
  return saved.length > 0 ? 'update' : 'create';
}

/**
 * Problems of the draft by field (`timestamps.{i}`, `timestamps.{i}.name`, `timestamps.{i}.ctas.{j}`),
 * the first message of each: libs/domain's ctaTimestampProblems, as the API checks them.
 */
export function draftProblems(draft: CtaDraft, durationMs: number): Record<string, string> {
  const problems: Record<string, string> = {};
  const drafts = draft.map((group) => ({
    name: group.name,
    startTimestamp: group.startMs,
    endTimestamp: group.endMs,
    ctas: group.ctas.map((entry) => ({ config: entry.config })),
  }));
  for (const problem of ctaTimestampProblems(drafts, durationMs)) {
    problems[problem.field] ??= problem.message;
  }
  return problems;
}

/**
 * Where a message of the API (or of draftProblems) shows: on a group's name, its range, a CTA of it, or
 * the page. `timestamps.2.ctas.1.buttonCtaId` shows on that CTA.
 */
export function problemTarget(
  field: string | null | undefined,
):
  { kind: 'name' | 'range'; group: number } | { kind: 'cta'; group: number; cta: number } | { kind: 'page' } {
  const match = /^timestamps\.(\d+)(?:\.(name|ctas)(?:\.(\d+))?)?(?:\.\w+)?$/.exec(field ?? '');
  if (!match) return { kind: 'page' };
  const group = Number(match[1]);
  if (match[2] === 'name') return { kind: 'name', group };
  if (match[2] === 'ctas' && match[3] !== undefined) return { kind: 'cta', group, cta: Number(match[3]) };
  return { kind: 'range', group };
}

/** The field key a target is shown under (the keys of draftProblems). */
export function problemKey(target: ReturnType<typeof problemTarget>): string | undefined {
  switch (target.kind) {
    case 'name':
      return `timestamps.${target.group}.name`;
    case 'range':
      return `timestamps.${target.group}`;
    case 'cta':
      return `timestamps.${target.group}.ctas.${target.cta}`;
    default:
      return undefined;
  }
}

const drawnWidth = (width: number) =>
  Number.isFinite(width) && width > 0 ? Math.min(width, 100) : DEFAULT_CTA_PLACEMENT_CONFIG.width;

/** The ranges the draft's groups hold (those with valid times). */
function takenRanges(draft: CtaDraft): TimeRange[] {
  return draft
    .filter((group) => Number.isFinite(group.startMs) && Number.isFinite(group.endMs))
    .map((group) => ({ start: group.startMs, end: group.endMs }));
}

/**
 * A new group "Timestamp N" at the first free 5 s from the playhead on (else from the start, else the
 * first free second); undefined when the video has no free second left.
 */
export function addGroup(
  draft: CtaDraft,
  key: string,
  durationMs: number,
  playheadMs: number,
): DraftGroup[] | undefined {
  const taken = takenRanges(draft);
  const from = Math.max(0, Math.round(playheadMs));
  const range =
    nextFreeRange(taken, durationMs, from, NEW_GROUP_LENGTH_MS) ??
    nextFreeRange(taken, durationMs, 0, NEW_GROUP_LENGTH_MS) ??
    nextFreeRange(taken, durationMs, 0, CTA_TIMESTAMP_MIN_LENGTH_MS);
  if (!range) return undefined;
  const names = new Set(draft.map((group) => group.name.trim()));
  let n = draft.length + 1;
  while (names.has(`Timestamp ${n}`)) n += 1;
  return [...draft, { key, name: `Timestamp ${n}`, startMs: range.start, endMs: range.end, ctas: [] }];
}

export function removeGroup(draft: CtaDraft, groupKey: string): DraftGroup[] {
  return draft.filter((group) => group.key !== groupKey);
}

export function updateGroup(
  draft: CtaDraft,
  groupKey: string,
  change: Partial<Pick<DraftGroup, 'name' | 'startMs' | 'endMs'>>,
): DraftGroup[] {
  return draft.map((group) => (group.key === groupKey ? { ...group, ...change } : group));
}

function updateCtas(
  draft: CtaDraft,
  groupKey: string,
  update: (ctas: DraftCta[]) => DraftCta[],
): DraftGroup[] {
  return draft.map((group) => (group.key === groupKey ? { ...group, ctas: update(group.ctas) } : group));
}

/** Places `cta` last (on top) in the group, centred, 33 % wide, without animation. */
export function addCta(draft: CtaDraft, groupKey: string, key: string, cta: PlacedCta): DraftGroup[] {
  const config: CtaPlacementConfig = {
    width: DEFAULT_CTA_PLACEMENT_CONFIG.width,
    position: { ...DEFAULT_CTA_PLACEMENT_CONFIG.position },
    animation: { ...DEFAULT_CTA_PLACEMENT_CONFIG.animation },
  };
  return updateCtas(draft, groupKey, (ctas) => [...ctas, { key, cta, config }]);
}

export function removeCta(draft: CtaDraft, groupKey: string, ctaKey: string): DraftGroup[] {
  return updateCtas(draft, groupKey, (ctas) => ctas.filter((entry) => entry.key !== ctaKey));
}

/** Moves an entry one place up (-1, drawn under one more) or down (+1); unchanged at an end. */
export function moveCta(draft: CtaDraft, groupKey: string, ctaKey: string, by: -1 | 1): DraftGroup[] {
  return updateCtas(draft, groupKey, (ctas) => {
    const from = ctas.findIndex((entry) => entry.key === ctaKey);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ctas.length) return ctas;
    const moved = [...ctas];
    [moved[from], moved[to]] = [moved[to], moved[from]];
    return moved;
  });
}

export function updateCtaConfig(
  draft: CtaDraft,
  groupKey: string,
  ctaKey: string,
  update: (config: CtaPlacementConfig) => CtaPlacementConfig,
): DraftGroup[] {
  return updateCtas(draft, groupKey, (ctas) =>
    ctas.map((entry) => (entry.key === ctaKey ? { ...entry, config: update(entry.config) } : entry)),
  );
}

/**
 * The draft for the player: the CTAs whose content is known, keyed by their entries. A width being
 * typed that is not one yet (empty, 0) is drawn at the default width meanwhile.
 */
export function playerCtaGroupsOfDraft(draft: CtaDraft): PlayerCtaGroup[] {
  return draft
    .filter((group) => Number.isFinite(group.startMs) && Number.isFinite(group.endMs))
    .map((group) => ({
      id: group.key,
      startMs: group.startMs,
      endMs: group.endMs,
      ctas: group.ctas.flatMap((entry) =>
        entry.cta.player
          ? [
              {
                id: entry.key,
                cta: entry.cta.player,
                config: { ...entry.config, width: drawnWidth(entry.config.width) },
              },
            ]
          : [],
      ),
    }));
}
