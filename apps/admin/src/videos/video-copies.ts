import { VIDEO_STATUS_LABELS, VideoStatus } from '@framehouse/domain';
import { videoStatusOf } from './video-polling';

/**
 * A video's copies are its `duplicates` (video-area §3): the other videos on the same media, the original
 * among them. The dashboard lists one video per media, so these are how the others stay reachable.
 */
export interface VideoCopyLine {
  status: string;
  created: string;
  scheduledDatetime?: string | null;
}

/** The dashboard row's chip: "+1 copy", "+3 copies". */
export function copiesLabel(count: number): string {
  return `+${count} ${count === 1 ? 'copy' : 'copies'}`;
}

/** Whether the dashboard row can open onto its copies. */
export function hasCopies(video: { duplicates?: readonly unknown[] | null }): boolean {
  return (video.duplicates?.length ?? 0) > 0;
}

/**
 * The line under a copy's title in the editor: its status as the badge reads it, then when it was added,
 * or for a Scheduled copy when it goes live.
 */
export function copyDescription(copy: VideoCopyLine, formatDate: (date: Date) => string): string {
  const status = videoStatusOf(copy.status);
  const label = status ? VIDEO_STATUS_LABELS[status] : copy.status;
  if (status === VideoStatus.SCHEDULED && copy.scheduledDatetime) {
    return `${label} · goes live ${formatDate(new Date(copy.scheduledDatetime))}`;
  }
  return `${label} · added ${formatDate(new Date(copy.created))}`;
}
