import { useCallback } from 'react';
import { useLoaded } from '../hooks/use-loaded';
import { videoOverlaysApi, type EndCardChoice } from './video-overlays-data';

const NONE: readonly EndCardChoice[] = [];

/**
 * The organization's end cards in the picker's order (§9) for a form's end card choice; none while they
 * load or when they could not be (the choice then offers only the default).
 */
export function useEndCardChoices(): readonly EndCardChoice[] {
  const load = useCallback(() => videoOverlaysApi.endCardChoices(), []);
  return useLoaded(load).data ?? NONE;
}
