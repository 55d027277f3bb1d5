import Hls, { type Level } from 'hls.js';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  canPlayAnswer,
  choosePlaybackEngine,
  type CaptionTrack,
  type PlaybackEngine,
  type QualityLevel,
} from './player-rules';

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
/** Fatal network or media errors hls.js is asked to recover from before the player gives up. */
const MAX_RECOVERIES = 3;

/** The browser's own text tracks, for the native HLS engine (captions listed in the master playlist). */
function nativeCaptionTracks(video: HTMLVideoElement): TextTrack[] {
  return Array.from(video.textTracks).filter(
    (track) => track.kind === 'subtitles' || track.kind === 'captions',
  );
}

function detectEngine(): PlaybackEngine {
  const probe = document.createElement('video');
  return choosePlaybackEngine({
    hlsJs: Hls.isSupported(),
    nativeHls: canPlayAnswer(probe.canPlayType(HLS_MIME_TYPE)),
  });
}

function levelsOf(levels: readonly Level[]): QualityLevel[] {
  return levels.map((level) => ({ height: level.height, width: level.width, bitrate: level.bitrate }));
}

/**
 * Plays the HLS stream `src` in `videoRef`'s element with hls.js (or the browser's own HLS where hls.js
 * cannot run): its quality levels and caption tracks, and the choice of each. The stream reloads only
 * when `sourceKey` changes, keeping the position and whether it played.
 */
export function useHlsPlayback(videoRef: RefObject<HTMLVideoElement | null>, src: string, sourceKey: string) {
  const hlsRef = useRef<Hls | null>(null);
  const srcRef = useRef(src);
  const resumeRef = useRef({ time: 0, playing: false });
  const [engine] = useState(detectEngine);
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
    const { time: startAt, playing: resume } = resumeRef.current;
    const resumePlayback = () => {
      if (resume) video.play().catch(() => undefined);
    };
    setFailed(false);

    if (engine === 'native') {
      const seekOnLoad = () => {
        if (startAt > 0) video.currentTime = startAt;
        resumePlayback();
      };
      const listTracks = () =>
        setCaptionTracks(
          nativeCaptionTracks(video).map((track) => ({ name: track.label, lang: track.language })),
        );
      video.addEventListener('loadedmetadata', seekOnLoad, { once: true });
      video.textTracks.addEventListener('addtrack', listTracks);
      video.src = srcRef.current;
      return () => {
        resumeRef.current = { time: video.currentTime, playing: !video.paused };
        video.removeEventListener('loadedmetadata', seekOnLoad);
        video.textTracks.removeEventListener('addtrack', listTracks);
        setCaptionTracks([]);
        setCaptionTrack(-1);
        video.removeAttribute('src');
        video.load();
      };
    }

    const hls = new Hls({
      // An EVENT playlist (still being transcoded) starts at its beginning, not at its live edge.
      startPosition: startAt,
      // A fast first frame: the first segment loads while the media source opens, and at the level the
      // default estimate picks rather than after a throwaway segment of the lowest one; ABR takes over.
      startFragPrefetch: true,
      testBandwidth: false,
    });
    hlsRef.current = hls;
    let recoveries = 0;
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
      setLevels(levelsOf(data.levels));
      resumePlayback();
    });
    hls.on(Hls.Events.LEVELS_UPDATED, (_event, data) => setLevels(levelsOf(data.levels)));
    hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => setPlayingLevel(data.level));
    // Captions are off until chosen; hls.js would otherwise turn on a track marked DEFAULT.
    hls.subtitleDisplay = false;
    hls.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) =>
      setCaptionTracks(data.subtitleTracks.map((track) => ({ name: track.name, lang: track.lang }))),
    );
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (recoveries < MAX_RECOVERIES && data.type === Hls.ErrorTypes.NETWORK_ERROR) {
        recoveries++;
        hls.startLoad(video.currentTime);
      } else if (recoveries < MAX_RECOVERIES && data.type === Hls.ErrorTypes.MEDIA_ERROR) {
        recoveries++;
        hls.recoverMediaError();
      } else {
        console.warn('Playback failed:', data.details, data.error);
        setFailed(true);
        hls.destroy();
      }
    });
    hls.loadSource(srcRef.current);
    hls.attachMedia(video);
    return () => {
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
