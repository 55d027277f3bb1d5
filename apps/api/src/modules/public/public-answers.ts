import { REVALIDATE_EACH_TIME, type PublicAnswer } from '../../common/public-cache/public-cache';
import type { PublicScope } from '../../common/public-cache/public-content-versions';
import { PUBLIC_CORS_HEADERS } from './public-cors';

/** A kept answer is revalidated each time (a 304 from the cache); one never kept is `no-cache`. */
const cacheControl = (scopes: readonly PublicScope[] | null) => (scopes ? REVALIDATE_EACH_TIME : 'no-cache');

/**
 * A public page. helmet's `Cross-Origin-Opener-Policy: same-origin` would put it in a new browsing
 * context group, a fresh renderer process before its HTML is even parsed (~150 ms to the poster from a
 * blank tab); a public page holds no secret and no session for a cross-origin opener to reach, so it
 * opts out.
 */
export function pageAnswer(
  status: number,
  html: string,
  scopes: readonly PublicScope[] | null,
): PublicAnswer {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl(scopes),
      'cross-origin-opener-policy': 'unsafe-none',
    },
    body: Buffer.from(html),
    scopes,
  };
}

/** JSON any origin may read (the embed loader, the widget script), never with credentials. */
export function jsonAnswer(
  status: number,
  value: unknown,
  scopes: readonly PublicScope[] | null,
): PublicAnswer {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheControl(scopes),
      ...PUBLIC_CORS_HEADERS,
    },
    body: Buffer.from(JSON.stringify(value)),
    scopes,
  };
}
