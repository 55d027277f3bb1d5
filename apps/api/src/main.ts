import 'reflect-metadata';
import { ConfigError } from '@framehouse/config';
import { createApp } from './bootstrap';
import { loadConfig } from './config/app-config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  console.log(`Framehouse is running at ${config.publicUrl} (listening on ${config.host}:${config.port})`);
}

void main();
