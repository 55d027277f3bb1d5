import {
  DEFAULT_PLAYBACK_SPEED,
  formatDuration,
  VOLUME_SLIDER_STEP,
  VOLUME_STORAGE_KEY,
} from '@framehouse/domain';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import ClosedCaptionOffIcon from '@mui/icons-material/ClosedCaptionOff';
import SettingsIcon from '@mui/icons-material/Settings';
import SpeedIcon from '@mui/icons-material/Speed';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Box, Button, IconButton, Menu, MenuItem, Slider, Stack, Tooltip, Typography } from '@mui/material';
import Hls, { type Level } from 'hls.js';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  captionOptions,
  canPlayAnswer,
  choosePlaybackEngine,
  clampVolume,
  parseStoredVolume,
  playerKeyAction,
  qualityOptions,
  seekTarget,
  SPEEDS,
  speedLabel,
  type CaptionTrack,
  type PlaybackEngine,
  type QualityLevel,
} from './player-rules';

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
/** Fatal network or media errors hls.js is asked to recover from before the player gives up. */
const MAX_RECOVERIES = 3;

export interface VideoPlayerProps {
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
}

export interface VideoPlayerHandle {
  /** Moves the playhead to `seconds` and gives the player the focus, so its keys work from there. */
  seek(seconds: number): void;
}

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

function readVolume(): number {
  try {
    return parseStoredVolume(localStorage.getItem(VOLUME_STORAGE_KEY));
  } catch {
    return parseStoredVolume(null);
  }
}

function levelsOf(levels: readonly Level[]): QualityLevel[] {
  return levels.map((level) => ({ height: level.height, width: level.width, bitrate: level.bitrate }));
}

function ControlMenu({
  label,
  icon,
  text,
  children,
}: {
  label: string;
  icon: ReactNode;
  text: string;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={icon}
        aria-label={label}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, px: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {text}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': label } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}

/**
 * The HLS player the admin and the public player share: hls.js (or the browser's own HLS where hls.js
 * cannot run), play/pause, seek bar, volume kept under `volume`, speed and quality menus, fullscreen,
 * and the keyboard of spec §2 while it has the focus.
 */
export function VideoPlayer({ src, sourceKey, poster, title, ref }: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const srcRef = useRef(src);
  const resumeRef = useRef({ time: 0, playing: false });
  const [engine] = useState(detectEngine);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(readVolume);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeed] = useState(DEFAULT_PLAYBACK_SPEED);
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

    // An EVENT playlist (still being transcoded) starts at its beginning, not at its live edge.
    const hls = new Hls({ startPosition: startAt });
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
  }, [engine, sourceKey]);

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

  const seekTo = (seconds: number) => {
    if (videoRef.current) videoRef.current.currentTime = seconds;
    setTime(seconds);
  };

  useImperativeHandle(ref, () => ({
    seek(seconds: number) {
      const video = videoRef.current;
      if (!video) return;
      video.currentTime = Math.max(0, seconds);
      setTime(video.currentTime);
      containerRef.current?.focus({ preventScroll: true });
    },
  }));

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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Menus render in a portal but their key events bubble here through React; they keep their own keys.
    const target = event.target as Node;
    if (!containerRef.current?.contains(target)) return;
    // A focused slider moves itself with the arrow keys.
    if (target instanceof HTMLInputElement) return;
    const action = playerKeyAction(event);
    const video = videoRef.current;
    if (!action || !video) return;
    event.preventDefault();
    switch (action.type) {
      case 'togglePlay':
        togglePlay();
        break;
      case 'seekBy':
        seekTo(seekTarget(video.currentTime, action.seconds, video.duration));
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

  const options = qualityOptions(levels);
  const playingLabel = options.find((option) => option.level === playingLevel)?.label;
  const qualityText =
    chosenLevel === -1
      ? `Auto${playingLabel ? ` (${playingLabel})` : ''}`
      : (options.find((option) => option.level === chosenLevel)?.label ?? 'Auto');

  return (
    <Box
      ref={containerRef}
      tabIndex={0}
      onKeyDown={onKeyDown}
      role="region"
      aria-label={title ? `Video player: ${title}` : 'Video player'}
      data-engine={engine}
      data-levels={levels.length}
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
      <Box
        component="video"
        ref={videoRef}
        poster={poster}
        playsInline
        preload="metadata"
        onClick={togglePlay}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black' }}
      />
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
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: 1, py: 0.5, bgcolor: 'rgba(0, 0, 0, 0.85)' }}
      >
        <Tooltip title={playing ? 'Pause' : 'Play'}>
          <IconButton
            color="inherit"
            size="small"
            onClick={togglePlay}
            aria-label={playing ? 'Pause' : 'Play'}
          >
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
        </Tooltip>
        <Typography
          variant="caption"
          sx={{ minWidth: 88, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatDuration(time * 1000)} / {formatDuration((Number.isFinite(duration) ? duration : 0) * 1000)}
        </Typography>
        <Slider
          size="small"
          color="primary"
          min={0}
          max={Number.isFinite(duration) && duration > 0 ? duration : 0}
          step={0.1}
          value={Math.min(time, Number.isFinite(duration) ? duration : time)}
          onChange={(_event, value) => seekTo(Array.isArray(value) ? value[0] : value)}
          aria-label="Seek"
          sx={{ flexGrow: 1, mx: 1 }}
        />
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
        <ControlMenu label="Playback speed" icon={<SpeedIcon />} text={speedLabel(speed)}>
          {(close) =>
            SPEEDS.map((option) => (
              <MenuItem
                key={option}
                selected={option === speed}
                onClick={() => {
                  setSpeed(option);
                  close();
                }}
              >
                {speedLabel(option)}
              </MenuItem>
            ))
          }
        </ControlMenu>
        <ControlMenu label="Quality" icon={<SettingsIcon />} text={qualityText}>
          {(close) => [
            <MenuItem
              key="auto"
              selected={chosenLevel === -1}
              onClick={() => {
                chooseLevel(-1);
                close();
              }}
            >
              Auto
            </MenuItem>,
            ...options.map((option) => (
              <MenuItem
                key={option.level}
                selected={option.level === chosenLevel}
                onClick={() => {
                  chooseLevel(option.level);
                  close();
                }}
              >
                {option.label}
              </MenuItem>
            )),
          ]}
        </ControlMenu>
        {captionTracks.length > 0 && (
          <ControlMenu
            label="Captions"
            // An icon alone keeps the bar on one line; the menu marks the chosen track.
            icon={captionTrack === -1 ? <ClosedCaptionOffIcon /> : <ClosedCaptionIcon />}
            text=""
          >
            {(close) =>
              captionOptions(captionTracks).map((option) => (
                <MenuItem
                  key={option.track}
                  selected={option.track === captionTrack}
                  onClick={() => {
                    chooseCaptions(option.track);
                    close();
                  }}
                >
                  {option.label}
                </MenuItem>
              ))
            }
          </ControlMenu>
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
