import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A grant to play one video's HLS until it expires: `{expires}.{signature}` in the playlist URLs' path,
 * so the relative URIs of a master playlist keep the grant for the renditions it lists. The signature is
 * HMAC-SHA256 over the video id and the expiry; the grant is the permission (players are embedded on
 * other sites, with no session).
 */
const VERSION = 'framehouse-hls-v1';
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(videoId: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`${VERSION}:${videoId}:${expires}`).digest('base64url');
}

/** `expires` is Unix time in seconds. */
export function signHlsGrant(videoId: string, expires: number, secret: string): string {
  return `${expires}.${signature(videoId, expires, secret)}`;
}

export type HlsGrantVerdict = 'valid' | 'expired' | 'invalid';

export function verifyHlsGrant(
  videoId: string,
  token: string,
  secret: string,
  nowMs = Date.now(),
): HlsGrantVerdict {
  const match = TOKEN.exec(token);
  if (!match) return 'invalid';
  const expires = Number(match[1]);
  const expected = Buffer.from(signature(videoId, expires, secret));
  const provided = Buffer.from(match[2] as string);
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) return 'invalid';
  return nowMs > expires * 1000 ? 'expired' : 'valid';
}
