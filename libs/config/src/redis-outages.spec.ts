import { EventEmitter } from 'node:events';
import { reportRedisOutages } from './redis-outages';

describe('reportRedisOutages', () => {
  it('logs an outage once, however many reconnection attempts fail, and the return once', () => {
    const client = new EventEmitter();
    const lines: string[] = [];
    reportRedisOutages(client, {
      warn: (line) => lines.push(`warn ${line}`),
      log: (line) => lines.push(`log ${line}`),
    });
    client.emit('ready');
    for (let attempt = 0; attempt < 5; attempt++) client.emit('error', new Error('connect ECONNREFUSED'));
    client.emit('ready');
    client.emit('error', new Error('read ECONNRESET'));
    expect(lines).toEqual([
      'warn Redis unreachable, reconnecting: connect ECONNREFUSED',
      'log Redis reachable again',
      'warn Redis unreachable, reconnecting: read ECONNRESET',
    ]);
  });
});
