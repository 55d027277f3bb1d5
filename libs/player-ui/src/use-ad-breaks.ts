import { AD_LATE_PREROLL_WINDOW_MS, AdLocation } from '@framehouse/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { dueMidroll, scheduleAdBreaks, type AdBreak } from './ad-rules';
import type { AdSettings } from './overlay-props';
import { loadLinearAd, type LinearAd } from './vast-ad';

export type AdBreakState =
  | { kind: 'none' }
  | { kind: 'loading'; adBreak: AdBreak }
  | { kind: 'playing'; adBreak: AdBreak; ad: LinearAd };

/**
 * Plays the ad breaks of `ads` over the content `<video>`: the preroll when the content first plays,
 * a midroll when the playhead passes its time, the postroll when the content ends. The content is paused
 * during a break and goes on after it, whatever happened to the ad: an ad never blocks the content.
 * `duration` and the times reported are the content's as the viewer sees it: a moment's, from its
 * `startSeconds` in the video.
 */
export function useAdBreaks(
  ads: AdSettings | null | undefined,
  contentRef: RefObject<HTMLVideoElement | null>,
  duration: number,
  startSeconds = 0,
) {
  const [state, setRenderedState] = useState<AdBreakState>({ kind: 'none' });
  // Read by the content's event handlers, which may run before React renders the new state.
  const stateRef = useRef<AdBreakState>(state);
  const setState = useCallback((next: AdBreakState) => {
    stateRef.current = next;
    setRenderedState(next);
  }, []);
  const played = useRef(new Set<string>());
  const lastTime = useRef(0);
  const generation = useRef(0);
  const breaks = useMemo(
    () => (ads ? scheduleAdBreaks(ads.adLocation, ads.adDensity, duration) : []),
    [ads, duration],
  );

  // Another ad tag or no ads at all: whatever was going on is dropped and the content is free again.
  useEffect(() => {
    played.current = new Set();
    generation.current++;
    setState({ kind: 'none' });
  }, [ads?.adTagUrl, setState]);

  const resumeContent = useCallback(
    (adBreak: AdBreak) => {
      setState({ kind: 'none' });
      const content = contentRef.current;
      if (content && adBreak.location !== AdLocation.POSTROLL) content.play().catch(() => undefined);
    },
    [contentRef, setState],
  );

  const startBreak = useCallback(
    (adBreak: AdBreak) => {
      if (!ads) return;
      played.current.add(adBreak.id);
      contentRef.current?.pause();
      const current = ++generation.current;
      setState({ kind: 'loading', adBreak });
      const width = contentRef.current?.clientWidth ?? 0;
      loadLinearAd(ads.adTagUrl, ads.adType, width)
        .then((ad) => {
          if (current !== generation.current) return;
          if (ad) setState({ kind: 'playing', adBreak, ad });
          else resumeContent(adBreak);
        })
        .catch((error: unknown) => {
          console.warn('The ad could not be loaded; the video goes on.', error);
          if (current === generation.current) resumeContent(adBreak);
        });
    },
    [ads, contentRef, resumeContent, setState],
  );

  /** The content started playing: the preroll comes first. */
  const onContentPlay = useCallback(() => {
    if (stateRef.current.kind !== 'none') {
      contentRef.current?.pause();
      return;
    }
    const preroll = breaks.find((adBreak) => adBreak.location === AdLocation.PREROLL);
    if (preroll && !played.current.has(preroll.id)) startBreak(preroll);
  }, [breaks, contentRef, startBreak]);

  const onContentTimeUpdate = useCallback(
    (time: number) => {
      const from = lastTime.current;
      lastTime.current = time;
      const content = contentRef.current;
      if (stateRef.current.kind !== 'none' || !content || content.paused) return;
      const midroll = dueMidroll(breaks, played.current, from, time);
      if (midroll) startBreak(midroll);
    },
    [breaks, contentRef, startBreak],
  );

  // The ad settings may arrive after play was pressed (they load beside the video): a preroll still
  // plays if the content has only just begun.
  useEffect(() => {
    const content = contentRef.current;
    const preroll = breaks.find((adBreak) => adBreak.location === AdLocation.PREROLL);
    if (!content || !preroll || played.current.has(preroll.id) || stateRef.current.kind !== 'none') return;
    if (!content.paused && (content.currentTime - startSeconds) * 1000 < AD_LATE_PREROLL_WINDOW_MS)
      startBreak(preroll);
  }, [breaks, contentRef, startBreak, startSeconds]);

  const onContentEnded = useCallback(() => {
    const postroll = breaks.find((adBreak) => adBreak.location === AdLocation.POSTROLL);
    if (postroll && !played.current.has(postroll.id)) startBreak(postroll);
  }, [breaks, startBreak]);

  /** The ad finished, was skipped or failed: back to the content. */
  const onAdFinished = useCallback(() => {
    const current = stateRef.current;
    if (current.kind === 'none') return;
    generation.current++;
    resumeContent(current.adBreak);
  }, [resumeContent]);

  return { state, onContentPlay, onContentTimeUpdate, onContentEnded, onAdFinished };
}
