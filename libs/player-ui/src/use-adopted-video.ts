import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { StartedPlayback } from './start';

/** What the player does on its `<video>`'s events; the element is the event's `currentTarget`. */
export interface MediaHandlers {
  onClick(): void;
  onPlay(): void;
  onPause(): void;
  onEnded(): void;
  onTimeUpdate(event: { currentTarget: HTMLVideoElement }): void;
  onDurationChange(event: { currentTarget: HTMLVideoElement }): void;
}

const MEDIA_EVENTS: ReadonlyArray<[string, keyof MediaHandlers]> = [
  ['click', 'onClick'],
  ['play', 'onPlay'],
  ['pause', 'onPause'],
  ['ended', 'onEnded'],
  ['timeupdate', 'onTimeUpdate'],
  ['durationchange', 'onDurationChange'],
];

/**
 * Moves a `<video>` started before the player (`started`) into `surfaceRef`'s element before the player's
 * first paint, without interrupting it (`moveBefore` keeps a playing element's state where the browser
 * has it; a plain move in the same task does not pause it either), lets the start's own wrapper go, and
 * gives its events to `handlers` as React gives them to the player's own `<video>`. What already happened
 * (playing, the time, the duration) is told once at adoption: those events are past.
 */
export function useAdoptedVideo(
  started: StartedPlayback | null | undefined,
  surfaceRef: RefObject<HTMLDivElement | null>,
  handlers: MediaHandlers,
): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (!started || !surface) return undefined;
    const { video } = started;
    const movable = surface as HTMLDivElement & { moveBefore?(node: Node, child: Node | null): void };
    if (typeof movable.moveBefore === 'function') movable.moveBefore(video, null);
    else surface.append(video);
    started.release();

    const listeners = MEDIA_EVENTS.map(([type, name]) => {
      const listener = () => latest.current[name]({ currentTarget: video });
      video.addEventListener(type, listener);
      return [type, listener] as const;
    });
    latest.current.onDurationChange({ currentTarget: video });
    latest.current.onTimeUpdate({ currentTarget: video });
    if (!video.paused) latest.current.onPlay();
    return () => listeners.forEach(([type, listener]) => video.removeEventListener(type, listener));
  }, [started, surfaceRef]);
}
