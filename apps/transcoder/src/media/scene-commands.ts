import type { SceneChange } from '@framehouse/domain';
import type { FfmpegCommand } from './ffmpeg-command';

/** Width the frames are scored at: a cut between shots shows as well on a thumbnail, and costs far less. */
export const SCENE_SCORE_WIDTH = 160;

/** Characters a path may have inside a filter option: ffmpeg's filter syntax gives others a meaning. */
const FILTER_SAFE_PATH = /^[\w./@+-]+$/;

export interface SceneCommandOptions {
  /** A frame scoring above it starts a new scene (SCENE_CHANGE_THRESHOLD). */
  threshold: number;
  /** Frames per second scored (SCENE_DETECTION_FPS). */
  fps: number;
}

/**
 * Scores the first video stream frame by frame against the previous one (ffmpeg's `scene` score) and
 * prints the frames above the threshold to `scoresFile` with the `metadata` filter: `pts_time` and
 * `lavfi.scene_score` lines, read by `parseSceneScores`. Timestamps start at 0 whatever the container's
 * start time, so they are the video's own milliseconds; nothing is encoded (`-f null`).
 */
export function sceneDetectionCommand(
  input: string,
  scoresFile: string,
  options: SceneCommandOptions,
): FfmpegCommand {
  // The file name sits inside the filter graph, where ':' ',' '\'' and '\\' would split or escape it.
  if (!FILTER_SAFE_PATH.test(scoresFile)) {
    throw new Error(`The scene scores file needs a plain path: ${scoresFile}`);
  }
  const filters = [
    'setpts=PTS-STARTPTS',
    `fps=${options.fps}`,
    `scale=${SCENE_SCORE_WIDTH}:-2`,
    `select='gt(scene,${options.threshold})'`,
    `metadata=print:file='${scoresFile}'`,
  ];
  return {
    inputOptions: [],
    input,
    outputOptions: ['-map', '0:v:0', '-an', '-sn', '-dn', '-vf', filters.join(','), '-f', 'null'],
    output: '/dev/null',
  };
}

/**
 * The changes of `sceneDetectionCommand`'s file, in time order: a `pts_time:` line opens a frame, its
 * `lavfi.scene_score=` line scores it. Frames without both, before 0 or at/after the duration, or below
 * the threshold are left out; times are whole milliseconds, scores two decimals.
 */
export function parseSceneScores(text: string, durationMs: number, threshold: number): SceneChange[] {
  const changes: SceneChange[] = [];
  let timeMs: number | null = null;
  for (const line of text.split('\n')) {
    const time = /\bpts_time:(-?[\d.]+)/.exec(line);
    if (time) {
      const seconds = Number.parseFloat(time[1] as string);
      timeMs = Number.isFinite(seconds) ? Math.round(seconds * 1000) : null;
      continue;
    }
    const score = /^lavfi\.scene_score=([\d.]+)\s*$/.exec(line.trim());
    if (!score || timeMs === null) continue;
    const value = Number.parseFloat(score[1] as string);
    if (Number.isFinite(value) && value > threshold && timeMs > 0 && timeMs < durationMs) {
      changes.push({ timeMs, score: Math.round(Math.min(1, value) * 100) / 100 });
    }
    timeMs = null;
  }
  return changes.sort((a, b) => a.timeMs - b.timeMs);
}
