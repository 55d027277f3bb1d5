import { MICROSITE_HEALTH_HEADER } from '@framehouse/domain';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { MicrositeHealthProbe, MicrositeHealthRequest } from './microsite-health-check';

/** What one check may take, per step: a healthy microsite answers its robots.txt at once. */
export const MICROSITE_HEALTH_TIMEOUT_MS = 5000;

/**
 * The I/O of a check: looks the name up (when the target says so), then sends the GET and reads its status
 * and MICROSITE_HEALTH_HEADER; the body is not read. Redirects are not followed: a visitor's browser would,
 * but the microsite's own answer is what counts.
 */
export async function probeMicrositeHealth(
  target: MicrositeHealthRequest,
  timeoutMs = MICROSITE_HEALTH_TIMEOUT_MS,
): Promise<MicrositeHealthProbe> {
  if (target.resolve !== null) {
    try {
      await withTimeout(lookup(target.resolve, { all: true }), timeoutMs, 'no answer in time');
    } catch (error) {
      return { kind: 'unresolved', reason: reasonOf(error) };
    }
  }
  try {
    return await get(target, timeoutMs);
  } catch (error) {
    return { kind: 'unreachable', reason: reasonOf(error) };
  }
}

function get(target: MicrositeHealthRequest, timeoutMs: number): Promise<MicrositeHealthProbe> {
  const url = new URL(target.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        // The certificate is checked for the microsite's name even when the request goes to an address.
        servername: target.servername,
        headers: { host: target.host, 'user-agent': 'Framehouse-MicrositeHealth/1.0' },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const header = response.headers[MICROSITE_HEALTH_HEADER];
        response.resume();
        resolve({
          kind: 'answered',
          status: response.statusCode ?? 0,
          micrositeHeader: Array.isArray(header) ? header.join(', ') : header,
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One line for the job's failed reason, with the system's code when there is one. */
function reasonOf(error: unknown): string {
  // Read by shape: errors of Node's own modules are not instances of this realm's Error under jest.
  const { name, code, message } = (error ?? {}) as Partial<NodeJS.ErrnoException>;
  if (name === 'AbortError' || name === 'TimeoutError') return 'no answer in time';
  if (typeof message !== 'string') return String(error);
  return code && !message.includes(code) ? `${code} ${message}` : message;
}
