import 'reflect-metadata';
import { ConfigError } from '@framehouse/config';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { workerChecks } from './check/worker-check';
import { loadWorkerConfig } from './config/worker-config';
import { WorkerModule } from './worker.module';

/**
 * `--check`: what this machine's transcoder needs (ffmpeg, its configuration, the speech engine, WORK_DIR),
 * one line each, exit 1 on a problem; `--check=json` for the API's doctor, which runs it beside its own.
 */
async function check(json: boolean): Promise<number> {
  const checks = await workerChecks();
  if (json) {
    console.log(JSON.stringify(checks));
  } else {
    const width = Math.max(...checks.map((line) => line.check.length));
    for (const line of checks) {
      console.log(`${line.ok ? 'ok     ' : 'PROBLEM'}  ${line.check.padEnd(width)}  ${line.detail}`);
    }
  }
  return checks.every((line) => line.ok) ? 0 : 1;
}

/** The transcoder has no HTTP server: an application context that runs the BullMQ workers. */
async function main() {
  let config;
  try {
    config = loadWorkerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
}

const checkFlag = process.argv.find((arg) => arg === '--check' || arg === '--check=json');
if (checkFlag) {
  void check(checkFlag === '--check=json').then((code) => process.exit(code));
} else {
  main().catch((error: unknown) => {
    console.error(
      `The transcoder could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
