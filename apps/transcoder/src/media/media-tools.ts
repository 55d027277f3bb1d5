import { spawnSync } from 'node:child_process';

/** The binaries the worker cannot do without; a missing one stops the start, not the first job. */
export function assertMediaToolsInstalled(binaries: readonly string[] = ['ffmpeg', 'ffprobe']): void {
  const missing = binaries.filter(
    (binary) => spawnSync(binary, ['-version'], { stdio: 'ignore' }).status !== 0,
  );
  if (missing.length > 0) {
    throw new Error(`${missing.join(' and ')} not installed or not on the PATH (apt-get install ffmpeg)`);
  }
}
