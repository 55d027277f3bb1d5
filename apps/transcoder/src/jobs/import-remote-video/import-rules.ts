import { ImportMessages, isD2CMediaFileName, isVideoFileName } from '@framehouse/domain';
import { UnrecoverableError } from 'bullmq';
import ipaddr from 'ipaddr.js';

/** A server silent this long (connecting, answering, or in the middle of the body) is given up on. */
export const IMPORT_IDLE_TIMEOUT_MS = 30_000;

/** A refusal no retry can change (the address, the type, the size, a 4xx answer): fails the job for good. */
export function refused(message: string): UnrecoverableError {
  return new UnrecoverableError(message);
}

/** A failure that may pass (a 5xx answer, a network hiccup): the job's attempts try again. */
export function unavailable(message: string): Error {
  return new Error(message);
}

/** The URL to fetch: http or https with a host, or a refusal. */
export function parseImportUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw refused(ImportMessages.notHttp);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw refused(ImportMessages.notHttp);
  }
  return url;
}

/**
 * An address on the open internet. Everything else is refused (loopback, private, link-local, carrier NAT,
 * multicast, reserved, unique-local, and the IPv6 forms that reach IPv4 or a local network: NAT64, 6to4,
 * Teredo). An IPv4-mapped IPv6 address is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The media type without parameters, lowercase: "Video/MP4; codecs=…" → "video/mp4". */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Servers that do not know what they send say so with these. */
const GENERIC_TYPES = ['', 'application/octet-stream', 'binary/octet-stream', 'application/x-octet-stream'];

/**
 * A response is taken for a video when it says video/*, or when it says only "bytes" (or nothing) and
 * its file name is a video's. HTML (a page about the video, a sign-in wall) and anything else are not.
 */
export function isVideoResponse(contentType: string | undefined, fileName: string | null): boolean {
  const type = mediaType(contentType);
  if (type.startsWith('video/') && type.length > 'video/'.length) return true;
  return GENERIC_TYPES.includes(type) && fileName !== null && isVideoFileName(fileName);
}

/** As `isVideoResponse`, for audio or video (the D2C service's files): what a transcription of a URL accepts. */
export function isMediaResponse(contentType: string | undefined, fileName: string | null): boolean {
  if (isVideoResponse(contentType, fileName)) return true;
  const type = mediaType(contentType);
  if (type.startsWith('audio/') && type.length > 'audio/'.length) return true;
  return GENERIC_TYPES.includes(type) && fileName !== null && isD2CMediaFileName(fileName);
}

/** The file name a `Content-Disposition` header gives (`filename*` first), or null. */
export function dispositionFileName(header: string | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return cleanName(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  return plain ? cleanName((plain[1] ?? plain[2] ?? '').trim()) : null;
}

/** The last segment of the URL's path, decoded: "https://x.test/a/My%20clip.mp4?s=1" → "My clip.mp4". */
export function urlFileName(url: URL): string | null {
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return cleanName(decodeURIComponent(last));
  } catch {
    return cleanName(last);
  }
}

function cleanName(name: string): string | null {
  const base = (name.split(/[\\/]/).pop() ?? '').trim();
  return base === '' ? null : base;
}

/** The Content-Length a response announces, when it is a number. */
export function announcedLength(header: string | undefined): number | null {
  if (header === undefined || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

export function isRedirect(status: number): boolean {
  return [301, 302, 303, 307, 308].includes(status);
}
