import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A grant to play one video's HLS until it expires: `{expires}.{signature}` in the playlist URLs' path,
 * so the relative URIs of a master playlist keep the grant for the renditions it lists. The signature is
 * HMAC-SHA256 over the video id, the expiry and the public subject if any; the grant is the permission
 * (players are embedded on other sites, with no session).
 *
 * A public grant (`{expires}.{subject}.{signature}`, handed out by the public pages) also names what made
 * the video public to its holder, so that it holds only while that is still public: the published video
 * (`video`) or one visible moment of it (`moment-{id}`; its player seeks in the whole video). A member's
 * grant names nothing and plays whatever the video's status.
 */
export type PublicSubject = { kind: 'video' } | { kind: 'moment'; momentId: string };

export type HlsGrantVerdict =
  | 'expired'
  | 'invalid'
  | {
      publicSubject: PublicSubject | null;
      /** When the grant ends (ms since the epoch). */ expiresAtMs: number;
    };

// v1 grants did not say whether they were public: any of them could be one, so none holds any more.
const VERSION = 'framehouse-hls-v2';
const TOKEN = /^(\d{1,12})\.(?:(video|moment-[0-9a-f-]{36})\.)?([A-Za-z0-9_-]{43})$/;
const MOMENT_PREFIX = 'moment-';

function scopeOf(subject: PublicSubject | null): string | null {
  if (!subject) return null;
  return subject.kind === 'video' ? 'video' : `${MOMENT_PREFIX}${subject.momentId}`;
}

function subjectOf(scope: string | undefined): PublicSubject | null {
  if (!scope) return null;
  return scope === 'video'
    ? { kind: 'video' }
    : { kind: 'moment', momentId: scope.slice(MOMENT_PREFIX.length) };
}

function signature(videoId: string, expires: number, scope: string | null, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${VERSION}:${videoId}:${expires}:${scope ?? 'members'}`)
    .digest('base64url');
}

/** `expires` is Unix time in seconds; without `publicSubject`, a member's grant. */
export function signHlsGrant(
  videoId: string,
  expires: number,
  secret: string,
  publicSubject: PublicSubject | null = null,
): string {
  const scope = scopeOf(publicSubject);
  return [expires, scope, signature(videoId, expires, scope, secret)]
    .filter((part) => part !== null)
    .join('.');
}

export function verifyHlsGrant(
  videoId: string,
  token: string,
  secret: string,
  nowMs = Date.now(),
): HlsGrantVerdict {
  const match = TOKEN.exec(token);
  if (!match) return 'invalid';
  const expires = Number(match[1]);
  const scope = match[2] ?? null;
  const expected = Buffer.from(signature(videoId, expires, scope, secret));
  const provided = Buffer.from(match[3] as string);
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) return 'invalid';
  const expiresAtMs = expires * 1000;
  return nowMs > expiresAtMs ? 'expired' : { publicSubject: subjectOf(match[2]), expiresAtMs };
}
