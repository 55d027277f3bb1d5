import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { attachmentContentDisposition } from './content-type';
import { parseFsSignedUrl, type FsSignedMethod, type ParsedFsSignedUrl } from './fs-signed-url';
import type { FsStorage } from './fs-storage';
import { StorageError, type StorageErrorCode } from './storage-error';

/**
 * The fs driver's side of S3's HTTP, for the API to mount: `PUT /storage/<key>?uploadId&partNumber&…`
 * stores a part and answers its `ETag`; `GET|HEAD /media/<key>?expires&signature` reads an object,
 * with ranges. Errors are S3's XML `<Error><Code>…</Code><Message>…</Message></Error>`, so the browser
 * code handles both drivers alike. Express's `(req, res)`, typed with node's own classes.
 */
export interface FsStorageHttpHandlers {
  handlePartUpload(request: IncomingMessage, response: ServerResponse): Promise<void>;
  handleSignedRead(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

/** Media are read by players embedded on other sites: the signed URL is the permission, any origin may use it. */
const READ_CORS_HEADERS: OutgoingHttpHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Accept-Ranges, Content-Length, Content-Range, ETag',
};

const ERROR_STATUS: Record<StorageErrorCode, { status: number; code: string }> = {
  INVALID_KEY: { status: 400, code: 'InvalidArgument' },
  INVALID_ARGUMENT: { status: 400, code: 'InvalidArgument' },
  NOT_FOUND: { status: 404, code: 'NoSuchKey' },
  NO_SUCH_UPLOAD: { status: 404, code: 'NoSuchUpload' },
  INVALID_PART: { status: 400, code: 'InvalidPart' },
  INVALID_PART_ORDER: { status: 400, code: 'InvalidPartOrder' },
  ENTITY_TOO_SMALL: { status: 400, code: 'EntityTooSmall' },
  ENTITY_TOO_LARGE: { status: 400, code: 'EntityTooLarge' },
  INVALID_RANGE: { status: 416, code: 'InvalidRange' },
  INCOMPLETE_BODY: { status: 400, code: 'IncompleteBody' },
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function sendError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  extraHeaders: OutgoingHttpHeaders = {},
  withBody = true,
): void {
  if (response.headersSent || response.destroyed) {
    response.destroy();
    return;
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;
  response.writeHead(status, {
    ...extraHeaders,
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(withBody ? body : undefined);
}

function sendFailure(
  response: ServerResponse,
  error: unknown,
  headers: OutgoingHttpHeaders,
  withBody: boolean,
): void {
  if (error instanceof StorageError) {
    const { status, code } = ERROR_STATUS[error.code];
    sendError(response, status, code, error.message, headers, withBody);
  } else {
    sendError(
      response,
      500,
      'InternalError',
      'We encountered an internal error. Please try again.',
      headers,
      withBody,
    );
  }
}

/** Express keeps the full path in `originalUrl` when a handler is mounted under a path; plain node has `url`. */
function requestUrl(request: IncomingMessage): string {
  const original: unknown = 'originalUrl' in request ? request.originalUrl : undefined;
  return typeof original === 'string' ? original : (request.url ?? '/');
}

type Verified = { ok: true; signed: ParsedFsSignedUrl } | { ok: false; code: string; message: string };

function verify(storage: FsStorage, method: FsSignedMethod, request: IncomingMessage): Verified {
  const signed = parseFsSignedUrl(method, requestUrl(request));
  if (!signed)
    return { ok: false, code: 'AccessDenied', message: 'The URL lacks its signature or is malformed.' };
  switch (storage.verifySignedRequest(signed.request, signed.signature)) {
    case 'valid':
      return { ok: true, signed };
    case 'expired':
      return { ok: false, code: 'AccessDenied', message: 'Request has expired' };
    case 'invalid':
      return {
        ok: false,
        code: 'SignatureDoesNotMatch',
        message: 'The request signature does not match this URL and method.',
      };
  }
}

type RangeRequest =
  { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'part'; start: number; end: number };

/**
 * One `bytes=` range, as players send them (`a-b`, `a-`, `-n`). Several ranges, or a header we cannot
 * read, are ignored and the whole object is served, which RFC 9110 allows.
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

function contentLength(request: IncomingMessage): number | undefined {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

export function createFsStorageHttpHandlers(storage: FsStorage): FsStorageHttpHandlers {
  async function handlePartUpload(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The browser reads the ETag of each part to confirm the upload; it must be exposed to scripts.
    const headers: OutgoingHttpHeaders = { 'Access-Control-Expose-Headers': 'ETag' };
    if (request.method !== 'PUT') {
      sendError(response, 405, 'MethodNotAllowed', 'Parts are uploaded with PUT.', {
        ...headers,
        Allow: 'PUT',
      });
      return;
    }
    const verified = verify(storage, 'PUT', request);
    if (!verified.ok) {
      sendError(response, 403, verified.code, verified.message, headers);
      return;
    }
    const { key, uploadId, partNumber } = verified.signed.request;
    try {
      // parseFsSignedUrl guarantees both for a PUT URL.
      if (uploadId === undefined || partNumber === undefined) throw new Error('unreachable: unsigned part');
      const part = await storage.writePart(key, uploadId, partNumber, request, contentLength(request));
      response.writeHead(200, { ...headers, ETag: `"${part.etag}"`, 'Content-Length': 0 });
      response.end();
    } catch (error) {
      // A browser that gave up mid-part is gone; there is no one to answer.
      if (request.destroyed && !request.complete) {
        response.destroy();
        return;
      }
      sendFailure(response, error, headers, true);
    }
  }

  async function handleSignedRead(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...READ_CORS_HEADERS,
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Allow-Headers': 'Range',
        'Access-Control-Max-Age': 86400,
      });
      response.end();
      return;
    }
    const withBody = request.method !== 'HEAD';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendError(response, 405, 'MethodNotAllowed', 'Media are read with GET or HEAD.', {
        ...READ_CORS_HEADERS,
        Allow: 'GET, HEAD, OPTIONS',
      });
      return;
    }
    const verified = verify(storage, 'GET', request);
    if (!verified.ok) {
      sendError(response, 403, verified.code, verified.message, READ_CORS_HEADERS, withBody);
      return;
    }
    const { key, filename } = verified.signed.request;
    try {
      const stat = await storage.statObject(key);
      if (!stat) throw new StorageError('NOT_FOUND', 'The specified key does not exist.');
      const headers: OutgoingHttpHeaders = {
        ...READ_CORS_HEADERS,
        'Content-Type': stat.contentType,
        ETag: `"${stat.etag}"`,
        'Accept-Ranges': 'bytes',
      };
      if (filename !== undefined) headers['Content-Disposition'] = attachmentContentDisposition(filename);
      const range = parseRangeHeader(request.headers.range, stat.size);
      if (range.kind === 'unsatisfiable') {
        sendError(
          response,
          416,
          'InvalidRange',
          'The requested range is not satisfiable',
          {
            ...headers,
            'Content-Range': `bytes */${stat.size}`,
          },
          withBody,
        );
        return;
      }
      const bounds = range.kind === 'part' ? { start: range.start, end: range.end } : undefined;
      const body = withBody ? await storage.getObject(key, bounds) : undefined;
      if (bounds) {
        headers['Content-Range'] = `bytes ${bounds.start}-${bounds.end}/${stat.size}`;
        headers['Content-Length'] = bounds.end - bounds.start + 1;
      } else {
        headers['Content-Length'] = stat.size;
      }
      response.writeHead(bounds ? 206 : 200, headers);
      if (!body) {
        response.end();
        return;
      }
      await pipeline(body, response).catch((error: unknown) => {
        // A player that seeks closes the connection mid-body; that is not our failure.
        if (!response.destroyed) throw error;
      });
    } catch (error) {
      sendFailure(response, error, READ_CORS_HEADERS, withBody);
    }
  }

  return { handlePartUpload, handleSignedRead };
}
