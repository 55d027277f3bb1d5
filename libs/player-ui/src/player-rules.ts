import {
  DEFAULT_PLAYBACK_SPEED,
  DEFAULT_VOLUME,
  PLAYBACK_SPEEDS,
  SEEK_KEY_STEP_MS,
  VOLUME_KEY_STEP,
} from '@framehouse/domain';

export type PlaybackEngine = 'hls.js' | 'native' | 'unsupported';

/**
 * How an HLS stream is played: hls.js wherever Media Source Extensions let it run (it gives the
 * quality menu and the same behaviour everywhere), the browser's own HLS only where hls.js cannot run
 * but the browser plays HLS itself (iOS Safari before MSE), else nothing.
 */
export function choosePlaybackEngine(support: { hlsJs: boolean; nativeHls: boolean }): PlaybackEngine {
  if (support.hlsJs) return 'hls.js';
  if (support.nativeHls) return 'native';
  return 'unsupported';
}

/** What `video.canPlayType('application/vnd.apple.mpegurl')` answers when the browser plays HLS. */
export function canPlayAnswer(answer: string): boolean {
  return answer === 'probably' || answer === 'maybe';
}

export interface QualityLevel {
  height: number;
  width?: number;
  bitrate: number;
}

export interface QualityOption {
  /** hls.js level index. */
  level: number;
  label: string;
}

function megabits(bitrate: number): string {
  return `${(bitrate / 1_000_000).toFixed(1)} Mbps`;
}

/**
 * The quality menu's entries after Auto: one per level, highest first, named by height ("720p");
 * levels of the same height are told apart by their bit rate.
 */
export function qualityOptions(levels: readonly QualityLevel[]): QualityOption[] {
  const heights = new Map<number, number>();
  for (const level of levels) heights.set(level.height, (heights.get(level.height) ?? 0) + 1);
  return levels
    .map((level, index) => ({ level, index }))
    .sort((a, b) => b.level.height - a.level.height || b.level.bitrate - a.level.bitrate)
    .map(({ level, index }) => {
      const name = level.height > 0 ? `${level.height}p` : megabits(level.bitrate);
      const label =
        level.height > 0 && (heights.get(level.height) ?? 0) > 1
          ? `${name} (${megabits(level.bitrate)})`
          : name;
      return { level: index, label };
    });
}

/** The speed menu's text: "Normal" for 1, else "1.5x". */
export function speedLabel(speed: number): string {
  return speed === DEFAULT_PLAYBACK_SPEED ? 'Normal' : `${speed}x`;
}

export const SPEEDS: readonly number[] = PLAYBACK_SPEEDS;

/** The volume kept under `volume` (spec §2): a number from 0 to 1, else the default 1. */
export function parseStoredVolume(stored: string | null | undefined): number {
  if (stored === null || stored === undefined || stored.trim() === '') return DEFAULT_VOLUME;
  const volume = Number(stored);
  if (!Number.isFinite(volume)) return DEFAULT_VOLUME;
  return clampVolume(volume);
}

/** 0–1, rounded to the slider's 0.01 steps (so 0.7 + 0.1 does not become 0.7999999). */
export function clampVolume(volume: number): number {
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}

export type PlayerKeyAction =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; delta: number }
  | { type: 'toggleMute' };

/** The player's keyboard (spec §2): space plays or pauses, ←/→ seek 10 s, ↑/↓ volume ±0.1, m mutes. */
export function playerKeyAction(event: {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}): PlayerKeyAction | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return { type: 'togglePlay' };
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -SEEK_KEY_STEP_MS / 1000 };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: SEEK_KEY_STEP_MS / 1000 };
    case 'ArrowUp':
      return { type: 'volumeBy', delta: VOLUME_KEY_STEP };
    case 'ArrowDown':
      return { type: 'volumeBy', delta: -VOLUME_KEY_STEP };
    case 'm':
    case 'M':
      return { type: 'toggleMute' };
    default:
      return undefined;
  }
}

/** A seek target inside the video: never before 0, never past its end (when the end is known). */
export function seekTarget(current: number, by: number, duration: number): number {
  const target = Math.max(0, current + by);
  return Number.isFinite(duration) && duration > 0 ? Math.min(duration, target) : target;
}

/** A captions track as the stream lists it (hls.js subtitle tracks, or the browser's text tracks). */
export interface CaptionTrack {
  name: string;
  lang?: string;
}

export interface CaptionOption {
  /** Index in the stream's list; -1 turns captions off. */
  track: number;
  label: string;
}

/** "Off", then each track by its name (its language when unnamed; numbered when both are missing). */
export function captionOptions(tracks: readonly CaptionTrack[]): CaptionOption[] {
  return [
    { track: -1, label: 'Off' },
    ...tracks.map((track, index) => ({
      track: index,
      label: track.name.trim() || track.lang?.trim() || `Captions ${index + 1}`,
    })),
  ];
}
