import { timingSafeEqual } from 'node:crypto';
import { ConfigError, type Env } from './env-readers';

const METRICS_TOKEN_MIN_LENGTH = 16;
/** What a bearer token may hold (RFC 6750's token68): the header carries it unquoted. */
const TOKEN_CHARACTERS = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * METRICS_TOKEN: Prometheus metrics are served only when it is set, and only to a scraper sending it as a
 * bearer token (counts and timings say how busy the installation is: not for anyone). Null: no metrics.
 */
export function readMetricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return null;
  if (token.length < METRICS_TOKEN_MIN_LENGTH || !TOKEN_CHARACTERS.test(token)) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} letters, digits or -._~+/ characters`,
    );
  }
  return token;
}

/** Whether an Authorization header carries `token` as its bearer token (compared in constant time). */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (sent === undefined) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
