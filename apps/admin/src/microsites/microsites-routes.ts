/** The Microsite screens (overlays-distribution §2). */
export const MICROSITES_PATH = '/microsite';
export const NEW_MICROSITE_PATH = '/microsite/new';

export function micrositeEditPath(id: string): string {
  return `${MICROSITES_PATH}/${encodeURIComponent(id)}`;
}

export function micrositeSuccessPath(id: string): string {
  return `${micrositeEditPath(id)}/success`;
}
