import { VideoStatus } from '@framehouse/domain';

/**
 * The questions the video pages ask before a member leaves them: work not saved on the page (the
 * editor's draft, the CTA page's), then an EDITED video's unpublished changes (spec §2).
 */
export type LeaveQuestion = 'unsaved' | 'unpublished';

/** A page's work not saved yet: it holds leaving for any path `keeps` does not accept. */
export interface LeaveHold {
  dirty: boolean;
  keeps: (nextPath: string) => boolean;
}

function videoPath(videoId: string): string {
  return `/video/${encodeURIComponent(videoId)}`;
}

/** The video pages: the editor and all its sub-routes (/video/{id}/…). */
export function isVideoPagePath(videoId: string, pathname: string): boolean {
  const base = videoPath(videoId);
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The editor's own tabs (Video, Objects, Analytics): moving between them keeps the side panel and its
 * draft.
 */
export function isEditorTabPath(videoId: string, pathname: string): boolean {
  const rest = pathname.slice(videoPath(videoId).length).replace(/\/+$/, '');
  return isVideoPagePath(videoId, pathname) && ['', '/objects', '/analytics'].includes(rest);
}

/**
 * Where the editor side panel's unsaved work (its details form, its chapter rows) may go without a
 * question: the editor's tabs keep the panel mounted; any other path unmounts it and loses the work.
 */
export function keepsEditorPanel(videoId: string): (nextPath: string) => boolean {
  return (nextPath) => isEditorTabPath(videoId, nextPath);
}

/**
 * Whether the video has unpublished changes: its status when known (EDITED), else the local flag that
 * moment tag and category edits keep (spec §4) until the status is read.
 */
export function hasUnpublishedChanges(status: VideoStatus | undefined, flagged: boolean): boolean {
  return status === undefined ? flagged : status === VideoStatus.EDITED;
}

/** What to ask before going to `nextPath`, if anything: unsaved work first, then unpublished changes. */
export function leaveQuestion(options: {
  videoId: string;
  nextPath: string;
  holds: readonly LeaveHold[];
  unpublished: boolean;
}): LeaveQuestion | undefined {
  const { videoId, nextPath, holds, unpublished } = options;
  if (holds.some((hold) => hold.dirty && !hold.keeps(nextPath))) return 'unsaved';
  if (unpublished && !isVideoPagePath(videoId, nextPath)) return 'unpublished';
  return undefined;
}

/** Whether closing or reloading the tab should ask first (the browser shows its own text). */
export function warnsBeforeUnload(holds: readonly LeaveHold[], unpublished: boolean): boolean {
  return unpublished || holds.some((hold) => hold.dirty);
}

/** The local-storage key of the "unpublished changes" flags: the ids of the flagged videos (ours). */
export const UNPUBLISHED_CHANGES_KEY = 'unpublishedVideoChanges';

/** The flagged video ids kept in local storage: a JSON list of strings; anything else holds none. */
export function parseUnpublishedChanges(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The flags after `videoId`'s status is known: set while it is EDITED, cleared otherwise (spec §4). */
export function withUnpublishedChanges(
  flagged: readonly string[],
  videoId: string,
  status: VideoStatus | undefined,
): string[] {
  const others = flagged.filter((id) => id !== videoId);
  return status === VideoStatus.EDITED ? [...others, videoId] : others;
}

/** Whether `videoId` is flagged in `storage`. */
export function isFlaggedUnpublished(storage: Pick<Storage, 'getItem'>, videoId: string): boolean {
  return parseUnpublishedChanges(storage.getItem(UNPUBLISHED_CHANGES_KEY)).includes(videoId);
}

/** Records `videoId`'s status in the flags of `storage`; an unreadable or full storage keeps none. */
export function flagUnpublishedChanges(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  videoId: string,
  status: VideoStatus | undefined,
): void {
  try {
    const flagged = parseUnpublishedChanges(storage.getItem(UNPUBLISHED_CHANGES_KEY));
    const next = withUnpublishedChanges(flagged, videoId, status);
    if (next.length !== flagged.length || next.some((id, index) => id !== flagged[index])) {
      storage.setItem(UNPUBLISHED_CHANGES_KEY, JSON.stringify(next));
    }
  } catch {
    // A private window's refusal leaves the status alone to decide.
  }
}

/** Whether a moment's save changed its tags or categories: what sets the flag (spec §4). */
export function changesMomentTags(
  before: { tags: readonly string[]; internalTags: readonly string[] },
  after: { tags: readonly string[]; internalTags: readonly string[] },
): boolean {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((value, index) => value === b[index]);
  return !same(before.tags, after.tags) || !same(before.internalTags, after.internalTags);
}
