import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export type WorkKind =
  | 'process'
  | 'import'
  | 'transcribe-video'
  | 'probe-media'
  | 'transcribe-media'
  | 'detect-objects'
  | 'cut-moment'
  | 'detect-scenes'
  | 'export-mp4';

/**
 * A job's scratch folder, named by the work and not by the attempt: a job picked up again after its worker
 * died finds the same folder, and `freshWorkDir` empties it first, so nothing of the dead attempt remains.
 * `id` is the video's (with its processing run), the D2C transcription's or the moment cut's (no run).
 */
export function workDirFor(root: string, kind: WorkKind, id: string, run?: number): string {
  if (!SAFE_ID.test(id)) throw new Error(`Not a video id or transcription id: ${JSON.stringify(id)}`);
  if (run === undefined) return join(root, `${kind}-${id}`);
  if (!Number.isInteger(run) || run < 0) throw new Error(`Not a processing run: ${JSON.stringify(run)}`);
  return join(root, `${kind}-${id}-${run}`);
}

/** The folder, emptied and created. */
export async function freshWorkDir(path: string): Promise<string> {
  await rm(path, { recursive: true, force: true });
  await mkdir(path, { recursive: true });
  return path;
}

export async function removeWorkDir(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
}
