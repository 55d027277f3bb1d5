import { MICROSITE_GRID_PREVIEW_VIDEOS, MICROSITE_SECTION_LIMITS } from '@framehouse/domain';

/** A published video or moment as the editor's preview shows it. */
export interface PreviewItem {
  id: string;
  title: string;
  thumbnailUrl?: string | null;
}

/** How many moments the preview's carousel strip shows. */
export const PREVIEW_MOMENTS = 6;

/** The first `count` of `items`, a placeholder (undefined) for each one missing. */
function slots<T>(items: readonly T[], count: number): (T | undefined)[] {
  return Array.from({ length: count }, (_, index) => items[index]);
}

/**
 * What each block of the preview shows: the newest published items, each block from the start as each
 * section on the public page picks by its own rule — the video player with its thumbnails (the top
 * section's 3), the middle section's 5, the grid of 8, and the moments strip.
 */
export function previewTiles(videos: readonly PreviewItem[], moments: readonly PreviewItem[]) {
  return {
    player: slots(videos, MICROSITE_SECTION_LIMITS.top.max),
    middle: slots(videos, MICROSITE_SECTION_LIMITS.middle.max),
    grid: slots(videos, MICROSITE_GRID_PREVIEW_VIDEOS),
    moments: slots(moments, PREVIEW_MOMENTS),
  };
}
