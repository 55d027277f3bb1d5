import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The fs driver's presigned URLs are URLs of the API itself, signed with HMAC-SHA256 over everything the
 * URL grants: the method, the key, the expiry and, for a part, the upload and the part number (for a
 * download, the file name). Changing any of them, or using the URL after it expires, is refused.
 */
export type FsSignedMethod = 'GET' | 'PUT';

/** Where the API mounts the handlers of fs-storage-http: part uploads (PUT) and reads (GET, HEAD). */
export const FS_PART_UPLOAD_PATH = '/storage';
export const FS_SIGNED_READ_PATH = '/media';

export interface FsSignedRequest {
  method: FsSignedMethod;
  key: string;
  /** Unix time in seconds; the URL is refused after it. */
  expires: number;
  uploadId?: string;
  partNumber?: number;
  filename?: string;
}

export type FsSignatureVerdict = 'valid' | 'expired' | 'invalid';

const SIGNATURE_VERSION = 'framehouse-storage-v1';

function signature(request: FsSignedRequest, secret: string): string {
  // A JSON array keeps the fields apart whatever characters a file name holds.
  const payload = JSON.stringify([
    SIGNATURE_VERSION,
    request.method,
    request.key,
    request.expires,
    request.uploadId ?? null,
    request.partNumber ?? null,
    request.filename ?? null,
  ]);
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function basePath(method: FsSignedMethod): string {
  return method === 'PUT' ? FS_PART_UPLOAD_PATH : FS_SIGNED_READ_PATH;
}

/** The whole URL: `${publicUrl}/storage/${key}?uploadId=…&partNumber=…&expires=…&signature=…` for a part. */
export function signFsUrl(publicUrl: string, request: FsSignedRequest, secret: string): string {
  const query = new URLSearchParams();
  if (request.uploadId !== undefined) query.set('uploadId', request.uploadId);
  if (request.partNumber !== undefined) query.set('partNumber', String(request.partNumber));
  if (request.filename !== undefined) query.set('filename', request.filename);
  query.set('expires', String(request.expires));
  query.set('signature', signature(request, secret));
  const path = request.key.split('/').map(encodeURIComponent).join('/');
  return `${publicUrl.replace(/\/+$/, '')}${basePath(request.method)}/${path}?${query.toString()}`;
}

export function verifyFsSignature(
  request: FsSignedRequest,
  providedSignature: string,
  secret: string,
  nowMs: number = Date.now(),
): FsSignatureVerdict {
  const expected = Buffer.from(signature(request, secret), 'hex');
  const provided = Buffer.from(providedSignature, 'hex');
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) return 'invalid';
  // Checked after the signature so that an altered `expires` reads as tampering, not as expiry.
  return nowMs > request.expires * 1000 ? 'expired' : 'valid';
}

export interface ParsedFsSignedUrl {
  request: FsSignedRequest;
  signature: string;
}

const INTEGER = /^\d{1,15}$/;

/**
 * Reads a request's URL (path and query) back into what was signed. Null when the URL is not one of
 * ours or lacks its signature; verifying is the caller's next step.
 */
export function parseFsSignedUrl(method: FsSignedMethod, url: string): ParsedFsSignedUrl | null {
  const parsed = new URL(url, 'http://localhost');
  const prefix = `${basePath(method)}/`;
  if (!parsed.pathname.startsWith(prefix)) return null;
  let key: string;
  try {
    key = parsed.pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const query = parsed.searchParams;
  const expires = query.get('expires');
  const providedSignature = query.get('signature');
  if (!expires || !INTEGER.test(expires) || !providedSignature) return null;
  const request: FsSignedRequest = { method, key, expires: Number(expires) };
  if (method === 'PUT') {
    const uploadId = query.get('uploadId');
    const partNumber = query.get('partNumber');
    if (!uploadId || !partNumber || !INTEGER.test(partNumber)) return null;
    request.uploadId = uploadId;
    request.partNumber = Number(partNumber);
  } else {
    const filename = query.get('filename');
    if (filename !== null) request.filename = filename;
  }
  return { request, signature: providedSignature };
}
