import {
  ctaGroupsAt,
  DEFAULT_PLAYBACK_SPEED,
  chapterAt,
  formatDuration,
  type PublicChapter,
  PlayerEventType,
  VOLUME_SLIDER_STEP,
  VOLUME_STORAGE_KEY,
} from '@framehouse/domain';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Box, IconButton, Slider, Stack, Tooltip, Typography } from '@mui/material';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { AdLoading, AdPlayer } from './AdPlayer';
import { CtaOverlay } from './CtaOverlay';
import { EndCardOverlay } from './EndCardOverlay';
import { LogoWatermark } from './LogoWatermark';
import type { PlayerOverlayProps } from './overlay-props';
import { cuesInWindow, playbackWindow, rangeAction, toMediaTime, toWindowTime } from './playback-range';
import { promoCardsShown, promoCardsSide } from './overlay-rules';
import { clampVolume, parseStoredVolume, playerKeyAction, seekTarget } from './player-rules';
import { CaptionsMenu, QualityMenu, SpeedMenu } from './PlayerMenus';
import { PromoCards } from './PromoCards';
import { SeekBar } from './SeekBar';
import { useChaptersTrack } from './use-chapters-track';
import type { StartedPlayback } from './start';
import { useAdoptedVideo, type MediaHandlers } from './use-adopted-video';
import { useAdBreaks } from './use-ad-breaks';
import { useHlsPlayback } from './use-hls-playback';
import { useOverlayFonts } from './use-overlay-fonts';
import { useStoryboard } from './use-storyboard';
import type { ViewerEventHandler } from './viewer-events';

export interface VideoPlayerProps extends PlayerOverlayProps {
  /** The HLS master playlist. A newly signed URL of the same stream does not reload the player. */
  src: string;
  /**
   * What the stream is, e.g. the video id: the player reloads (keeping the position and whether it
   * plays) only when this changes. Not derived from `src`: its path carries an expiring grant.
   */
  sourceKey: string;
  poster?: string;
  /** For the player's accessible name. */
  title?: string;
  /** Lets a page move the playhead (the transcript's words seek the video). */
  ref?: Ref<VideoPlayerHandle>;
  /** Each move of the playhead, in seconds (a page's timeline follows it). */
  onTimeChange?: (seconds: number) => void;
  /** Playback started or stopped. */
  onPlayingChange?: (playing: boolean) => void;
  /**
   * The content (or the moment's range) finished and no ad break plays: the end card, if any, shows now. A
   * playlist or a widget moves on from here.
   */
  onFinished?: () => void;
  /**
   * A picture started before the player loaded (the public player's first frame): this `<video>` and its
   * hls.js are adopted as they are, playing, instead of the player's own.
   */
  startedPlayback?: StartedPlayback | null;
  /** The video's chapters: marked on the seek bar, the one playing named beside the time. */
  chapters?: readonly PublicChapter[];
  /** The same chapters as a WebVTT track, given to the `<video>` as `<track kind="chapters">`. */
  chaptersUrl?: string | null;
  /** Seeks from the controls, CTAs and the end card shown and clicked: what the public players report. */
  onViewerEvent?: ViewerEventHandler;
}

export interface VideoPlayerHandle {
  /** Moves the playhead to `seconds` and gives the player the focus, so its keys work from there. */
  seek(seconds: number): void;
  play(): void;
  pause(): void;
  /** The playhead now, in seconds: finer than the time updates, for stopping at an exact point. */
  currentTime(): number;
}

function readVolume(): number {
  try {
    return parseStoredVolume(localStorage.getItem(VOLUME_STORAGE_KEY));
  } catch {
    return parseStoredVolume(null);
  }
}

/**
 * The HLS player the admin and the public player share: hls.js (or the browser's own HLS where hls.js
 * cannot run), play/pause, seek bar with its storyboard, volume kept under `volume`, speed and quality
 * menus, fullscreen, the keyboard of spec §2 while it has the focus, and over the picture the logo
 * watermark, promo cards, CTAs, the end card and linear VAST ads.
 */
export function VideoPlayer({
  src,
  sourceKey,
  poster,
  title,
  ref,
  onTimeChange,
  onPlayingChange,
  onFinished,
  storyboardUrl,
  orgLogoUrl,
  orgLogoEnabled,
  orgLogoPosition,
  promotedObjects = [],
  promotedContentSettings,
  ads,
  overlays,
  publicBaseUrl = '',
  range,
  startedPlayback,
  chapters = [],
  chaptersUrl,
  onViewerEvent,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement | null>(startedPlayback?.video ?? null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const playback = useHlsPlayback(videoRef, src, sourceKey, startedPlayback);
  const [playing, setPlaying] = useState(false);
  // Promo cards belong to playback: none on the poster before the first play.
  const [started, setStarted] = useState(false);
  // Media times, as the <video> has them; the controls show them in the window (a moment's range).
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(readVolume);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeed] = useState(DEFAULT_PLAYBACK_SPEED);
  const startMs = range?.startMs;
  const endMs = range?.endMs;
  const span = useMemo(
    () => playbackWindow(startMs !== undefined && endMs !== undefined ? { startMs, endMs } : null, duration),
    [startMs, endMs, duration],
  );
  const shownTime = toWindowTime(span, time);
  const playingChapter = chapterAt(chapters, shownTime * 1000);
  useChaptersTrack(videoRef, chaptersUrl);
  const storyboard = useStoryboard(storyboardUrl, sourceKey);
  const shownCues = useMemo(() => cuesInWindow(storyboard, span), [storyboard, span]);
  const adBreaks = useAdBreaks(ads, videoRef, span.duration, span.start);
  const inAdBreak = adBreaks.state.kind !== 'none';
  // Set when the video (or the moment's range) ended; Replay, Close or playing again take it away.
  const [endCardShown, setEndCardShown] = useState(false);
  const endCard = overlays?.endCard ?? null;
  useOverlayFonts(overlays, publicBaseUrl);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume;
    try {
      localStorage.setItem(VOLUME_STORAGE_KEY, String(volume));
    } catch {
      // Private modes may refuse storage; the volume still applies to this page.
    }
  }, [volume]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = speed;
  }, [speed]);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) video.play().catch(() => undefined);
    else video.pause();
  }, []);

  /** A seek from the controls, in window time. */
  const seekTo = (seconds: number) => {
    const target = toMediaTime(span, seconds);
    const video = videoRef.current;
    if (video)
      onViewerEvent?.({
        type: PlayerEventType.SEEK,
        from: Math.round(video.currentTime * 1000),
        to: Math.round(target * 1000),
      });
    if (video) video.currentTime = target;
    setTime(target);
  };

  // The video, or the moment's range, finished: the end card is due and the postroll plays.
  const { onContentEnded } = adBreaks;
  const finish = useCallback(() => {
    setEndCardShown(true);
    onContentEnded();
  }, [onContentEnded]);

  /**
   * Holds a moment's playback to its range; true when the range ended here (paused and rewound to its
   * start, as the editor's Play Moment does).
   */
  const holdToRange = useCallback(
    (video: HTMLVideoElement): boolean => {
      const action = rangeAction(span, video.currentTime);
      if (action.type === 'none') return false;
      if (action.type === 'stop') video.pause();
      video.currentTime = action.seconds;
      setTime(action.seconds);
      if (action.type === 'seek') return false;
      finish();
      return true;
    },
    [span, finish],
  );

  // Checked every frame while a range plays: time updates come only a few times a second, and the moment
  // stops at its end, not up to a quarter of a second into what follows.
  useEffect(() => {
    if (!span.ranged || !playing) return undefined;
    let frame = 0;
    const check = () => {
      const video = videoRef.current;
      if (video && holdToRange(video)) return;
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [span.ranged, playing, holdToRange]);

  useImperativeHandle(ref, () => ({
    seek(seconds: number) {
      const video = videoRef.current;
      if (!video) return;
      video.currentTime = Math.max(0, seconds);
      setTime(video.currentTime);
      containerRef.current?.focus({ preventScroll: true });
    },
    play() {
      videoRef.current?.play().catch(() => undefined);
    },
    pause() {
      videoRef.current?.pause();
    },
    currentTime() {
      return videoRef.current?.currentTime ?? 0;
    },
  }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Menus render in a portal but their key events bubble here through React; they keep their own keys.
    const target = event.target as Node;
    if (!containerRef.current?.contains(target)) return;
    // A focused slider moves itself with the arrow keys.
    if (target instanceof HTMLInputElement) return;
    const action = playerKeyAction(event);
    const video = videoRef.current;
    if (!action || !video) return;
    // During an ad only the volume keys act; the content waits.
    if (inAdBreak && (action.type === 'togglePlay' || action.type === 'seekBy')) return;
    event.preventDefault();
    switch (action.type) {
      case 'togglePlay':
        togglePlay();
        break;
      case 'seekBy':
        seekTo(seekTarget(toWindowTime(span, video.currentTime), action.seconds, span.duration));
        break;
      case 'volumeBy':
        setMuted(false);
        setVolume((current) => clampVolume(current + action.delta));
        break;
      case 'toggleMute':
        setMuted((current) => !current);
        break;
    }
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void containerRef.current?.requestFullscreen();
  };

  const replay = () => {
    setEndCardShown(false);
    const video = videoRef.current;
    if (!video) return;
    // From the window's start: the moment's, else the video's.
    video.currentTime = toMediaTime(span, 0);
    setTime(video.currentTime);
    video.play().catch(() => undefined);
  };

  // Once per finish (the callers pass a stable callback): after a postroll, when there is one.
  const finished = endCardShown && !inAdBreak;
  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);

  const logoShown = Boolean(orgLogoEnabled && orgLogoUrl);
  const showEndCard = endCardShown && endCard !== null && !inAdBreak;
  // CTAs belong to playback like promo cards, and stay while it is paused. They keep the video's times (a
  // moment shows those inside its range, at the same frames); promo cards come at the window's start and end.
  const ctaGroups =
    started && !inAdBreak && !showEndCard && overlays ? ctaGroupsAt(overlays.ctaGroups, time * 1000) : [];
  const showPromoCards =
    started &&
    !inAdBreak &&
    promoCardsShown(promotedContentSettings, promotedObjects, shownTime, span.duration);
  const { engine, failed } = playback;

  // The content <video>'s events: React's on the player's own element, native ones on an adopted one.
  const media: MediaHandlers = {
    onClick: togglePlay,
    onPlay: () => {
      setPlaying(true);
      onPlayingChange?.(true);
      setStarted(true);
      setEndCardShown(false);
      adBreaks.onContentPlay();
    },
    onPause: () => {
      setPlaying(false);
      onPlayingChange?.(false);
    },
    onEnded: () => {
      setPlaying(false);
      onPlayingChange?.(false);
      finish();
    },
    onTimeUpdate: (event) => {
      const video = event.currentTarget;
      // Also here: a background tab runs no animation frames.
      if (!video.paused && holdToRange(video)) return;
      setTime(video.currentTime);
      onTimeChange?.(video.currentTime);
      adBreaks.onContentTimeUpdate(toWindowTime(span, video.currentTime));
    },
    onDurationChange: (event) => setDuration(event.currentTarget.duration),
  };
  useAdoptedVideo(startedPlayback, surfaceRef, media);

  return (
    <Box
      ref={containerRef}
      tabIndex={0}
      onKeyDown={onKeyDown}
      role="region"
      aria-label={title ? `Video player: ${title}` : 'Video player'}
      data-engine={engine}
      data-levels={playback.levels.length}
      sx={{
        position: 'relative',
        bgcolor: 'common.black',
        color: 'common.white',
        borderRadius: 1,
        overflow: 'hidden',
        outline: 'none',
        '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}` },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        {startedPlayback ? (
          // The adopted <video> goes here (useAdoptedVideo).
          <Box ref={surfaceRef} />
        ) : (
          <Box
            component="video"
            ref={videoRef}
            poster={poster}
            playsInline
            preload="metadata"
            {...media}
            sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black' }}
          />
        )}
        {logoShown && orgLogoUrl && <LogoWatermark url={orgLogoUrl} position={orgLogoPosition} />}
        {showPromoCards && promotedContentSettings && (
          <PromoCards
            label={promotedContentSettings.promotedObjectsLabel}
            objects={promotedObjects}
            side={promoCardsSide(orgLogoPosition, logoShown)}
          />
        )}
        <CtaOverlay groups={ctaGroups} onEvent={onViewerEvent} />
        {showEndCard && endCard && (
          <EndCardOverlay
            card={endCard}
            watchNext={overlays?.watchNext ?? null}
            publicBaseUrl={publicBaseUrl}
            onReplay={replay}
            onClose={() => setEndCardShown(false)}
            onEvent={onViewerEvent}
          />
        )}
        {adBreaks.state.kind === 'loading' && <AdLoading />}
        {adBreaks.state.kind === 'playing' && (
          <AdPlayer
            key={adBreaks.state.adBreak.id}
            ad={adBreaks.state.ad}
            volume={volume}
            muted={muted}
            onFinished={adBreaks.onAdFinished}
          />
        )}
        {(failed || engine === 'unsupported') && (
          <Typography
            role="alert"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {engine === 'unsupported'
              ? 'This browser cannot play this video.'
              : 'This video cannot be played right now.'}
          </Typography>
        )}
      </Box>
      {/* The seek bar on a row of its own: as wide as the picture, so its storyboard is worth hovering. */}
      <Box sx={{ bgcolor: 'rgba(0, 0, 0, 0.85)', px: 1, pt: 0.5 }}>
        <SeekBar
          time={shownTime}
          duration={span.duration}
          cues={shownCues}
          chapters={chapters}
          disabled={inAdBreak}
          onSeek={seekTo}
        />
      </Box>
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: 1, pb: 0.5, bgcolor: 'rgba(0, 0, 0, 0.85)' }}
      >
        <Tooltip title={playing ? 'Pause' : 'Play'}>
          <span>
            <IconButton
              color="inherit"
              size="small"
              onClick={togglePlay}
              disabled={inAdBreak}
              aria-label={playing ? 'Pause' : 'Play'}
              sx={{ '&.Mui-disabled': { color: 'grey.600' } }}
            >
              {playing ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
          </span>
        </Tooltip>
        <Typography
          variant="caption"
          sx={{ minWidth: 88, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatDuration(shownTime * 1000)} /{' '}
          {formatDuration((Number.isFinite(span.duration) ? span.duration : 0) * 1000)}
        </Typography>
        {playingChapter && (
          <Typography
            variant="caption"
            data-testid="current-chapter"
            noWrap
            sx={{ minWidth: 0, color: 'grey.300' }}
          >
            • {playingChapter.title}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={muted ? 'Unmute' : 'Mute'}>
          <IconButton
            color="inherit"
            size="small"
            onClick={() => setMuted((m) => !m)}
            aria-label={muted ? 'Unmute' : 'Mute'}
          >
            {muted || volume === 0 ? <VolumeOffIcon /> : <VolumeUpIcon />}
          </IconButton>
        </Tooltip>
        <Slider
          size="small"
          min={0}
          max={1}
          step={VOLUME_SLIDER_STEP}
          value={muted ? 0 : volume}
          onChange={(_event, value) => {
            setMuted(false);
            setVolume(clampVolume(Array.isArray(value) ? value[0] : value));
          }}
          aria-label="Volume"
          sx={{ width: 80, flexShrink: 0, mr: 1, color: 'common.white' }}
        />
        <SpeedMenu speed={speed} onChange={setSpeed} />
        <QualityMenu
          levels={playback.levels}
          playingLevel={playback.playingLevel}
          chosenLevel={playback.chosenLevel}
          onChange={playback.chooseLevel}
        />
        {playback.captionTracks.length > 0 && (
          <CaptionsMenu
            tracks={playback.captionTracks}
            track={playback.captionTrack}
            onChange={playback.chooseCaptions}
          />
        )}
        <Tooltip title="Fullscreen">
          <IconButton color="inherit" size="small" onClick={toggleFullscreen} aria-label="Fullscreen">
            <FullscreenIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
