import { useEffect, type RefObject } from 'react';

/**
 * Gives the `<video>` its chapters as `<track kind="chapters">` (for assistive technology and browsers that
 * list chapters), on the player's own element or one adopted from the first frame alike: added to the DOM
 * rather than rendered, since an adopted element is not React's.
 */
export function useChaptersTrack(
  videoRef: RefObject<HTMLVideoElement | null>,
  url: string | null | undefined,
) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    const track = document.createElement('track');
    track.kind = 'chapters';
    track.label = 'Chapters';
    track.srclang = 'en';
    track.src = url;
    track.default = true;
    video.appendChild(track);
    return () => track.remove();
  }, [videoRef, url]);
}
