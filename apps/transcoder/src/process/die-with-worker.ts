import { spawnSync } from 'node:child_process';

/**
 * `setpriv` (util-linux, on every Debian) asks the kernel to SIGKILL the program it starts when the
 * worker dies (PR_SET_PDEATHSIG), then becomes that program. A worker killed outright, by SIGKILL or the
 * OOM killer, runs no shutdown hook; without this its ffmpeg would keep the cores, and write into the
 * scratch folder of a job another worker has picked up again.
 */
export const SETPRIV_LAUNCHER: readonly string[] = ['setpriv', '--pdeathsig', 'KILL', '--'];

/** The launcher for long-running children: setpriv where it works, else none (they are then only aborted). */
export function dieWithWorkerLauncher(): readonly string[] {
  if (process.platform !== 'linux') return [];
  const check = spawnSync(SETPRIV_LAUNCHER[0], [...SETPRIV_LAUNCHER.slice(1), 'true'], { stdio: 'ignore' });
  return check.status === 0 ? SETPRIV_LAUNCHER : [];
}
