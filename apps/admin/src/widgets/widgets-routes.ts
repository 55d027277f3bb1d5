/** The widget screens' routes (overlays-distribution §2). */
export const WIDGET_LIST_PATH = '/widget';
export const WIDGET_PRESETS_PATH = '/widget/presets';
/** Where a missing carousel sends the member (§7, §8). */
export const NOT_FOUND_PATH = '/404';

export function carouselCustomizePath(carouselId: string): string {
  return `${WIDGET_LIST_PATH}/carousel/${encodeURIComponent(carouselId)}/customize`;
}

export function widgetPresetPath(presetId: string): string {
  return `${WIDGET_PRESETS_PATH}/${encodeURIComponent(presetId)}`;
}
