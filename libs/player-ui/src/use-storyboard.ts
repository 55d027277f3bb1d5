import { useEffect, useRef, useState } from 'react';
import { parseStoryboardVtt, type StoryboardCue } from './storyboard';

/**
 * The storyboard's cues, loaded from its WebVTT. The URL carries an expiring grant that changes with
 * every query, so a new grant of the same storyboard is not fetched again: `sourceKey` says when it is
 * another one. Without a storyboard (or when it fails to load) the seek bar shows the time alone.
 */
export function useStoryboard(url: string | null | undefined, sourceKey: string): StoryboardCue[] {
  const [cues, setCues] = useState<StoryboardCue[]>([]);
  const urlRef = useRef(url);
  const hasUrl = Boolean(url);

  useEffect(() => {
    urlRef.current = url;
  }, [url]);

  useEffect(() => {
    const vttUrl = urlRef.current;
    setCues([]);
    if (!vttUrl) return;
    const controller = new AbortController();
    fetch(vttUrl, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`The storyboard answered ${response.status}`);
        return response.text();
      })
      .then((text) => setCues(parseStoryboardVtt(text, vttUrl)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The storyboard did not load.', error);
      });
    return () => controller.abort();
  }, [sourceKey, hasUrl]);

  return cues;
}
