import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Our job ids (`jobIdFor` and the contracts' own ids): no separator, no dot, short enough for a folder name. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

/**
 * A job's scratch folder, named by its deterministic id and not by the attempt: a job picked up again
 * after its worker died finds the same folder, and `freshWorkDir` empties it first, so nothing of the
 * dead attempt remains. The id names the job and its work (`process-video-{videoId}-{run}`).
 */
export function workDirFor(root: string, jobId: string): string {
  if (!SAFE_ID.test(jobId))
    throw new Error(`Not a job id a folder can be named by: ${JSON.stringify(jobId)}`);
  return join(root, jobId);
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
