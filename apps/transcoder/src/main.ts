import 'reflect-metadata';
import { ConfigError } from '@framehouse/config';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadWorkerConfig } from './config/worker-config';
import { WorkerModule } from './worker.module';

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

main().catch((error: unknown) => {
  console.error(`The transcoder could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
