import {
  isLocalMicrositeHost,
  MICROSITE_HEALTH_HEADER,
  MICROSITE_HEALTH_PATH,
  micrositeAddress,
} from '@framehouse/domain';

/**
 * The decisions of a microsite's health check, free of I/O: where the request goes, whether its answer
 * means healthy, and how long to wait before the next try.
 */

/** What a check needs of the configuration. */
export interface MicrositeHealthSettings {
  micrositeHost: string;
  publicUrl: string;
  /** PORT and HOST: where this process listens. */
  port: number;
  host: string;
  /** MICROSITE_HEALTH_ORIGIN: the address that answers for every microsite, when not their own name. */
  micrositeHealthOrigin?: string;
}

/** One check's request. */
export interface MicrositeHealthRequest {
  /** The name looked up first, as a visitor's browser does; null under a local MICROSITE_HOST. */
  resolve: string | null;
  /** Where the GET goes. */
  url: string;
  /** Its Host header: the microsite's host as a visitor's address names it. */
  host: string;
  /** The name the TLS certificate must be valid for (SNI), when the request goes to another address. */
  servername: string;
}

/**
 * Under a local MICROSITE_HOST (localhost, .test, ...) nothing resolves the name but this machine, so the
 * request goes to this process with the microsite's Host; otherwise the name must resolve and the request
 * goes through it (the operator's DNS, certificate and proxy), or to MICROSITE_HEALTH_ORIGIN when set.
 */
export function micrositeHealthRequest(
  domain: string,
  settings: MicrositeHealthSettings,
): MicrositeHealthRequest {
  const address = new URL(micrositeAddress(domain, settings.publicUrl));
  const local = isLocalMicrositeHost(settings.micrositeHost);
  const origin =
    settings.micrositeHealthOrigin ??
    (local ? `http://${loopbackOf(settings.host)}:${settings.port}` : address.origin);
  return {
    resolve: local ? null : domain,
    url: new URL(MICROSITE_HEALTH_PATH, origin).toString(),
    host: address.host,
    servername: domain,
  };
}

/** An address of this process: the one it listens on, or loopback when it listens on all of them. */
function loopbackOf(listenHost: string): string {
  const host = listenHost.replace(/^\[(.*)\]$/, '$1');
  if (host === '' || host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** What the check learnt: the answer to its GET, or why there was none. */
export type MicrositeHealthProbe =
  | { kind: 'unresolved'; reason: string }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'answered'; status: number; micrositeHeader: string | undefined };

export type MicrositeHealthVerdict = { healthy: true } | { healthy: false; reason: string };

/**
 * Healthy only when the microsite's own page answered: 200 with MICROSITE_HEALTH_HEADER naming this
 * microsite (another server answering on the name, or a page of another microsite, does not count).
 */
export function micrositeHealthVerdict(
  probe: MicrositeHealthProbe,
  target: Pick<MicrositeHealthRequest, 'url' | 'host'>,
  micrositeId: string,
): MicrositeHealthVerdict {
  const request = `GET ${target.url} (Host: ${target.host})`;
  switch (probe.kind) {
    case 'unresolved':
      return { healthy: false, reason: `${target.host} does not resolve: ${probe.reason}` };
    case 'unreachable':
      return { healthy: false, reason: `${request} failed: ${probe.reason}` };
    case 'answered':
      if (probe.status !== 200) {
        return { healthy: false, reason: `${request} answered ${probe.status}` };
      }
      if (probe.micrositeHeader === undefined) {
        return {
          healthy: false,
          reason: `${request} answered without ${MICROSITE_HEALTH_HEADER}: another server answers on that name`,
        };
      }
      if (probe.micrositeHeader !== micrositeId) {
        return {
          healthy: false,
          reason: `${request} answered for microsite ${probe.micrositeHeader}, not ${micrositeId}`,
        };
      }
      return { healthy: true };
  }
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * How often an unhealthy microsite is checked again: often while it is being set up (the spec's "about
 * 10 minutes"), then less and less, and not after a day (an operator who mends DNS later, or a member
 * who republishes, starts a new check).
 */
export const MICROSITE_HEALTH_RETRIES: readonly { every: number; until: number }[] = [
  { every: 30 * SECOND, until: 10 * MINUTE },
  { every: 5 * MINUTE, until: HOUR },
  { every: 30 * MINUTE, until: 24 * HOUR },
];

/** The retries of each phase, in order: its length over its interval. */
const PHASE_RETRIES = MICROSITE_HEALTH_RETRIES.map(
  (phase, index) => (phase.until - (MICROSITE_HEALTH_RETRIES[index - 1]?.until ?? 0)) / phase.every,
);

/** The number of checks in one run: the first, then one per retry of the schedule above. */
export const MICROSITE_HEALTH_ATTEMPTS = 1 + PHASE_RETRIES.reduce((sum, retries) => sum + retries, 0);

/** The wait before retry number `retry` (1 for the second check), or -1 once the schedule is over. */
export function micrositeHealthRetryDelay(retry: number): number {
  if (!Number.isInteger(retry) || retry < 1) return -1;
  let retriesSoFar = 0;
  for (const [index, phase] of MICROSITE_HEALTH_RETRIES.entries()) {
    retriesSoFar += PHASE_RETRIES[index] ?? 0;
    if (retry <= retriesSoFar) return phase.every;
  }
  return -1;
}

/** The backoff type of the check's retries, which the processor's worker resolves with the schedule. */
export const MICROSITE_HEALTH_BACKOFF = 'microsite-health';

/** BullMQ's custom backoff strategy: the schedule for the check's own type; any other is not retried. */
export function micrositeHealthBackoff(attemptsMade: number, type?: string): number {
  return type === MICROSITE_HEALTH_BACKOFF ? micrositeHealthRetryDelay(attemptsMade) : -1;
}
