import { openAsBlob } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { basename } from 'node:path';
import { PartUploadError } from './part-senders';
import type { PartSender, UploadPlatform } from './video-upload';

/** Bytes written to the socket at a time; progress is reported after each. */
const WRITE_SIZE = 256 * 1024;

async function* chunksOf(body: Blob | Uint8Array): AsyncGenerator<Uint8Array> {
  if (body instanceof Uint8Array) {
    for (let offset = 0; offset < body.length; offset += WRITE_SIZE) {
      yield body.subarray(offset, offset + WRITE_SIZE);
    }
    return;
  }
  const reader = body.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * Sends a part with Node's http client, which (unlike fetch) reports the bytes as they leave: the body
 * is written in pieces with its Content-Length, as S3's presigned PUTs need.
 */
export const sendPartWithNodeHttp: PartSender = (url, body, onProgress, signal) =>
  new Promise<string>((resolve, reject) => {
    const target = new URL(url);
    const size = body instanceof Uint8Array ? body.length : body.size;
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, {
      method: 'PUT',
      headers: { 'content-length': String(size) },
      signal,
    });
    request.on('error', (error) => reject(new PartUploadError(`request failed: ${error.message}`)));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const etag = response.headers.etag;
        if (status < 200 || status >= 300) reject(new PartUploadError(`storage answered ${status}`, status));
        else if (!etag) reject(new PartUploadError('storage answered without an ETag', status));
        else resolve(etag);
      });
      response.on('error', (error) => reject(new PartUploadError(`response failed: ${error.message}`)));
    });
    void (async () => {
      let sent = 0;
      for await (const chunk of chunksOf(body)) {
        if (request.destroyed) return;
        await new Promise<void>((written, failed) =>
          request.write(chunk, (error) => (error ? failed(error) : written())),
        );
        sent += chunk.length;
        onProgress(sent);
      }
      request.end();
    })().catch((error: unknown) => {
      request.destroy();
      reject(new PartUploadError(`the part could not be read: ${String(error)}`));
    });
  });

/** Node: a path opens as a Blob read from disk as parts are sent; parts go out with http(s). */
export const nodeUploadPlatform: UploadPlatform = {
  sendPart: sendPartWithNodeHttp,
  openPath: async (path) => ({ blob: await openAsBlob(path), name: basename(path) }),
};
