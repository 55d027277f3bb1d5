import type { EventEmitter } from 'node:events';

/**
 * Logs a Redis client's lost connection once, and its return, instead of ioredis's "Unhandled error event"
 * on every reconnection attempt: the client reconnects by itself, and the processes keep running.
 */
export function reportRedisOutages(
  client: EventEmitter,
  log: { warn(message: string): void; log(message: string): void },
) {
  let away = false;
  client.on('error', (error: Error) => {
    if (!away) log.warn(`Redis unreachable, reconnecting: ${error.message}`);
    away = true;
  });
  client.on('ready', () => {
    if (away) log.log('Redis reachable again');
    away = false;
  });
}
