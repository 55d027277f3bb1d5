import Hls, { type Level } from 'hls.js';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CaptionTrack, QualityLevel } from './player-rules';
import { detectPlaybackEngine, newHls, type StartedPlayback } from './start';

/** The browser's own text tracks, for the native HLS engine (captions listed in the master playlist). */
function nativeCaptionTracks(video: HTMLVideoElement): TextTrack[] {
  return Array.from(video.textTracks).filter(
    (track) => track.kind === 'subtitles' || track.kind === 'captions',
  );
}

function levelsOf(levels: readonly Level[]): QualityLevel[] {
  return levels.map((level) => ({ height: level.height, width: level.width, bitrate: level.bitrate }));
}

/**
 * Plays the HLS stream `src` in `videoRef`'s element with hls.js (or the browser's own HLS where hls.js
 * cannot run): its quality levels and caption tracks, and the choice of each. The stream reloads only
 * when `sourceKey` changes, keeping the position and whether it played. With `started`, the first stream
 * is the one already playing in that element (started before the player loaded): it is adopted as it is,
 * without loading it again.
 */
export function useHlsPlayback(
  videoRef: RefObject<HTMLVideoElement | null>,
  src: string,
  sourceKey: string,
  started?: StartedPlayback | null,
) {
  const hlsRef = useRef<Hls | null>(null);
  const srcRef = useRef(src);
  const resumeRef = useRef({ time: 0, playing: false });
  // Adopted once: a later source (another sourceKey) loads in the usual way.
  const adoptRef = useRef(started ?? null);
  const [engine] = useState(() => started?.engine ?? detectPlaybackEngine());
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [chosenLevel, setChosenLevel] = useState(-1);
  const [failed, setFailed] = useState(false);
  const [captionTracks, setCaptionTracks] = useState<CaptionTrack[]>([]);
  const [captionTrack, setCaptionTrack] = useState(-1);

  useEffect(() => {
    srcRef.current = src;
  }, [src]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || engine === 'unsupported') return;
    const adopted = adoptRef.current?.video === video ? adoptRef.current : null;
    adoptRef.current = null;
    const { time: startAt, playing: resume } = resumeRef.current;
    const resumePlayback = () => {
      if (resume) video.play().catch(() => undefined);
    };
    setFailed(adopted?.failed() ?? false);
    // The start's failures from now on (hls.js gave up after its recoveries, or the element failed), while
    // this stream plays.
    let current = true;
    void adopted?.failure.then(() => current && setFailed(true));

    if (engine === 'native') {
      const seekOnLoad = () => {
        if (startAt > 0) video.currentTime = startAt;
        resumePlayback();
      };
      const listTracks = () =>
        setCaptionTracks(
          nativeCaptionTracks(video).map((track) => ({ name: track.label, lang: track.language })),
        );
      video.textTracks.addEventListener('addtrack', listTracks);
      if (adopted) listTracks();
      else {
        video.addEventListener('loadedmetadata', seekOnLoad, { once: true });
        video.src = srcRef.current;
      }
      return () => {
        current = false;
        resumeRef.current = { time: video.currentTime, playing: !video.paused };
        video.removeEventListener('loadedmetadata', seekOnLoad);
        video.textTracks.removeEventListener('addtrack', listTracks);
        setCaptionTracks([]);
        setCaptionTrack(-1);
        video.removeAttribute('src');
        video.load();
      };
    }

    const hls = adopted?.hls ?? newHls(video, startAt, () => setFailed(true));
    hlsRef.current = hls;
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
      setLevels(levelsOf(data.levels));
      resumePlayback();
    });
    hls.on(Hls.Events.LEVELS_UPDATED, (_event, data) => setLevels(levelsOf(data.levels)));
    hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => setPlayingLevel(data.level));
    hls.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) =>
      setCaptionTracks(data.subtitleTracks.map((track) => ({ name: track.name, lang: track.lang }))),
    );
    if (adopted) {
      // What it found before the player came: the events that told it are past.
      setLevels(levelsOf(hls.levels ?? []));
      setPlayingLevel(hls.currentLevel);
      setCaptionTracks(hls.subtitleTracks.map((track) => ({ name: track.name, lang: track.lang })));
    } else {
      hls.loadSource(srcRef.current);
      hls.attachMedia(video);
    }
    return () => {
      current = false;
      resumeRef.current = { time: video.currentTime, playing: !video.paused };
      hls.destroy();
      hlsRef.current = null;
      setLevels([]);
      setPlayingLevel(-1);
      setChosenLevel(-1);
      setCaptionTracks([]);
      setCaptionTrack(-1);
    };
  }, [engine, sourceKey, videoRef]);
  const chooseCaptions = (track: number) => {
    setCaptionTrack(track);
    const hls = hlsRef.current;
    if (hls) {
      hls.subtitleTrack = track;
      hls.subtitleDisplay = track !== -1;
      return;
    }
    const video = videoRef.current;
    if (!video) return;
    nativeCaptionTracks(video).forEach((textTrack, index) => {
      textTrack.mode = index === track ? 'showing' : 'disabled';
    });
  };

  const chooseLevel = (level: number) => {
    setChosenLevel(level);
    if (hlsRef.current) hlsRef.current.currentLevel = level;
  };

  return {
    engine,
    failed,
    levels,
    playingLevel,
    chosenLevel,
    chooseLevel,
    captionTracks,
    captionTrack,
    chooseCaptions,
  };
}
