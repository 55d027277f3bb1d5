import type { PartSender } from './local-video-upload';

export class PartUploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PartUploadError';
  }
}

/**
 * Sends a part with XMLHttpRequest rather than fetch: only XHR reports upload progress. The storage
 * answers a part with its `ETag` (the fs driver and S3 expose it to scripts through CORS).
 */
export const sendPartWithXhr: PartSender = (url, body, onProgress, signal) =>
  new Promise<string>((resolve, reject) => {
    if (signal.aborted) {
      reject(new PartUploadError('aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
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
    xhr.send(body);
  });
