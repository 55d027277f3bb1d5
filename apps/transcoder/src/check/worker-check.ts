import { ConfigError } from '@framehouse/config';
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadWorkerConfig, type WorkerConfig } from '../config/worker-config';
import { createSpeechEngine } from '../transcription';

/** One line of `node apps/transcoder/dist/main.js --check`, in the API doctor's format. */
export interface WorkerCheck {
  check: string;
  ok: boolean;
  detail: string;
}

function mediaTool(program: string): WorkerCheck {
  const run = spawnSync(program, ['-version'], { encoding: 'utf8', timeout: 10_000 });
  if (run.error || run.status !== 0) {
    return {
      check: program,
      ok: false,
      detail: 'not found on the PATH, or not working: install ffmpeg (apt-get install ffmpeg)',
    };
  }
  return { check: program, ok: true, detail: run.stdout.split('\n')[0].trim() };
}

/** The speech engine's program and model, as the transcription worker checks them at start. */
function speechEngine(config: WorkerConfig): WorkerCheck {
  const engine = createSpeechEngine(config.transcription);
  try {
    engine.assertReady();
    return { check: 'speech engine', ok: true, detail: engine.name };
  } catch (error) {
    return {
      check: 'speech engine',
      ok: false,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/** WORK_DIR takes the jobs' scratch files (a source downloaded from S3, ffmpeg's output). */
async function workDir(config: WorkerConfig): Promise<WorkerCheck> {
  const probe = join(config.workDir, `check-${process.pid}`);
  try {
    await mkdir(config.workDir, { recursive: true });
    await writeFile(probe, 'framehouse check');
    return { check: 'work dir', ok: true, detail: `${config.workDir} is writable` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      check: 'work dir',
      ok: false,
      detail: `${reason}: WORK_DIR must be a folder this user may write`,
    };
  } finally {
    await rm(probe, { force: true });
  }
}

/** What this machine's transcoder needs besides PostgreSQL, Redis and storage (the API doctor's). */
export async function workerChecks(env: NodeJS.ProcessEnv = process.env): Promise<WorkerCheck[]> {
  const checks = [mediaTool('ffmpeg'), mediaTool('ffprobe')];
  let config: WorkerConfig;
  try {
    config = loadWorkerConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...checks, { check: 'configuration', ok: false, detail: error.message }];
  }
  checks.push({
    check: 'configuration',
    ok: true,
    detail: `valid (speech engine ${config.transcription.engine})`,
  });
  checks.push(speechEngine(config), await workDir(config));
  return checks;
}
