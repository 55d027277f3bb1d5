import type { PartSender } from './video-upload';

/** Storage refused a part, or the request to it failed. */
export class PartUploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PartUploadError';
  }
}

/** A Blob of the part: what XHR and fetch send whatever buffer the bytes sit in. */
const asBlob = (body: Blob | Uint8Array): Blob =>
  body instanceof Uint8Array ? new Blob([body.slice()]) : body;

/** The part of a browser's XMLHttpRequest used here: the SDK compiles without the DOM's types too. */
interface Xhr {
  readonly status: number;
  readonly upload: {
    addEventListener(type: 'progress', listener: (event: { loaded: number }) => void): void;
  };
  open(method: string, url: string): void;
  send(body: Blob): void;
  abort(): void;
  getResponseHeader(name: string): string | null;
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void;
}

/** The browser's XMLHttpRequest, where there is one. */
const xhrClass = (): (new () => Xhr) | undefined => Reflect.get(globalThis, 'XMLHttpRequest');

/**
 * Sends a part with XMLHttpRequest rather than fetch: only XHR reports upload progress in browsers. The
 * storage answers a part with its `ETag` (the fs driver and S3 expose it to scripts through CORS).
 */
export const sendPartWithXhr: PartSender = (url, body, onProgress, signal) =>
  new Promise<string>((resolve, reject) => {
    if (signal.aborted) {
      reject(new PartUploadError('aborted'));
      return;
    }
    const XhrClass = xhrClass();
    if (!XhrClass) {
      reject(new PartUploadError('XMLHttpRequest is not available here'));
      return;
    }
    const xhr = new XhrClass();
    const abort = () => xhr.abort();
    const settle = () => signal.removeEventListener('abort', abort);
    xhr.open('PUT', url);
    xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded));
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new PartUploadError(`storage answered ${xhr.status}`, xhr.status));
        return;
      }
      const etag = xhr.getResponseHeader('ETag');
      if (etag) resolve(etag);
      else reject(new PartUploadError('storage answered without an ETag', xhr.status));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new PartUploadError('network error'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new PartUploadError('aborted'));
    });
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(asBlob(body));
  });

/** Sends a part with fetch, where there is no XMLHttpRequest: progress comes once the part is stored. */
export const sendPartWithFetch: PartSender = async (url, body, _onProgress, signal) => {
  const response = await fetch(url, { method: 'PUT', body: asBlob(body), signal });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new PartUploadError(`storage answered ${response.status}`, response.status);
  const etag = response.headers.get('etag');
  if (!etag) throw new PartUploadError('storage answered without an ETag', response.status);
  return etag;
};

/** XHR in browsers (progress as bytes go out), fetch elsewhere. */
export const defaultPartSender: PartSender = (...args) =>
  (xhrClass() ? sendPartWithXhr : sendPartWithFetch)(...args);
