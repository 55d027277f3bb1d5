import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '../../../..');

const built = new Set<string>();

/**
 * Builds a project's dist (`tsc -b`, incremental) once per test file, as `npm test` does before the
 * suites: the tests that run a process run what operators run.
 */
export function buildOnce(tsconfig: string): void {
  if (built.has(tsconfig)) return;
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', tsconfig], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  built.add(tsconfig);
}
