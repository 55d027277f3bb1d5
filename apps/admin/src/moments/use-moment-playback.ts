import type { VideoPlayerHandle } from '@framehouse/player-ui';
import type { TimeRange } from '@framehouse/domain';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { momentPlaybackEnded, momentRewindMs } from './moment-editor';

/**
 * "Play Moment" / "Stop Moment" on a player (spec §4): playing a moment seeks to its start and plays;
 * at its end playback stops and rewinds to the start + 1 ms. Checked every animation frame, since the
 * player's time updates come only a few times a second. Pausing the player in any way ends it.
 */
export function useMomentPlayback({
  player,
  moments,
  playing,
  seek,
}: {
  player: RefObject<VideoPlayerHandle | null>;
  /** The ranges as shown (a range being dragged included). */
  moments: readonly (TimeRange & { id: string })[];
  /** Whether the player plays (its onPlayingChange). */
  playing: boolean;
  seek: (ms: number) => void;
}) {
  const [playingMomentId, setPlayingMomentId] = useState<string>();
  const seekTo = useRef(seek);
  seekTo.current = seek;

  useEffect(() => {
    if (!playing) setPlayingMomentId(undefined);
  }, [playing]);

  /** Plays the moment, or stops it when it is the one playing; true when it starts. */
  const toggle = (id: string): boolean => {
    const moment = moments.find((candidate) => candidate.id === id);
    if (!moment) return false;
    if (playingMomentId === id && playing) {
      player.current?.pause();
      setPlayingMomentId(undefined);
      return false;
    }
    seek(moment.start);
    setPlayingMomentId(id);
    player.current?.play();
    return true;
  };

  const playingRange = useMemo(() => {
    const moment = moments.find((candidate) => candidate.id === playingMomentId);
    return moment && { start: moment.start, end: moment.end };
  }, [moments, playingMomentId]);

  useEffect(() => {
    if (!playingRange || !playing) return undefined;
    let frame = 0;
    const check = () => {
      const now = (player.current?.currentTime() ?? 0) * 1000;
      if (momentPlaybackEnded(now, playingRange)) {
        player.current?.pause();
        seekTo.current(momentRewindMs(playingRange));
        setPlayingMomentId(undefined);
        return;
      }
      frame = window.requestAnimationFrame(check);
    };
    frame = window.requestAnimationFrame(check);
    return () => window.cancelAnimationFrame(frame);
  }, [player, playingRange, playing]);

  return { playingMomentId, toggle };
}
