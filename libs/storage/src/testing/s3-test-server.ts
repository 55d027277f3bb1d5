import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const CREDENTIALS = { accessKey: 'S3RVER', secretKey: 'S3RVER' };

function xmlText(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function sendXml(response: ServerResponse, status: number, xml: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
  response.writeHead(status, {
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

function noSuchUpload(response: ServerResponse, uploadId: string): void {
  sendXml(
    response,
    404,
    `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message>` +
      `<UploadId>${xmlText(uploadId)}</UploadId></Error>`,
  );
}

/**
 * s3rver implements every S3 call we make but two: ListParts and AbortMultipartUpload
 * (jamhall/s3rver#330). We answer those two here, as S3 documents them, from s3rver's own record of the
 * upload (`<bucket>/._S3rver_uploads/<uploadId>/`: `key`, then each part `<n>` with its `<n>.md5`), and
 * hand every other request to s3rver untouched.
 */
async function answerMissingCall(
  s3rver: S3rver,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const uploadId = url.searchParams.get('uploadId');
  if (uploadId === null || (request.method !== 'GET' && request.method !== 'DELETE')) return false;
  const [, bucket = '', ...keyPath] = url.pathname.split('/').map(decodeURIComponent);
  const key = keyPath.join('/');
  const uploadDir = join(s3rver.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  const recordedKey = await readFile(join(uploadDir, 'key'), 'utf8').catch(() => null);
  if (!/^[0-9a-f]+$/.test(uploadId) || recordedKey !== key) {
    noSuchUpload(response, uploadId);
    return true;
  }
  if (request.method === 'DELETE') {
    await rm(uploadDir, { recursive: true, force: true });
    response.writeHead(204);
    response.end();
    return true;
  }
  const marker = Number(url.searchParams.get('part-number-marker') ?? '0');
  const maxParts = Number(url.searchParams.get('max-parts') ?? '1000');
  const numbers = (await readdir(uploadDir))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((number) => number > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, maxParts);
  const parts = await Promise.all(
    page.map(async (number) => {
      const [info, md5] = await Promise.all([
        stat(join(uploadDir, String(number))),
        readFile(join(uploadDir, `${number}.md5`), 'utf8'),
      ]);
      return (
        `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified>` +
        `<ETag>&quot;${md5.trim()}&quot;</ETag><Size>${info.size}</Size></Part>`
      );
    }),
  );
  const truncated = numbers.length > page.length;
  sendXml(
    response,
    200,
    `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Bucket>${xmlText(bucket)}</Bucket><Key>${xmlText(key)}</Key><UploadId>${xmlText(uploadId)}</UploadId>` +
      `<PartNumberMarker>${marker}</PartNumberMarker>` +
      `<NextPartNumberMarker>${page.at(-1) ?? marker}</NextPartNumberMarker>` +
      `<MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated>${parts.join('')}` +
      `</ListPartsResult>`,
  );
  return true;
}

/**
 * s3rver deletes the objects of one Multi-Object Delete all at once, and each removes its folders when
 * they look empty: two objects of one folder race, and one fails with ENOENT (an HTTP 500). One at a time
 * is what S3 guarantees anyway: every object of the request is deleted.
 */
function serializeDeletes(s3rver: S3rver): void {
  const store = s3rver.store;
  const deleteObject = store.deleteObject.bind(store);
  let previous: Promise<unknown> = Promise.resolve();
  store.deleteObject = (bucket, key) => {
    const next = previous.then(() => deleteObject(bucket, key));
    previous = next.catch(() => undefined);
    return next;
  };
}

/** A real S3-protocol server (s3rver, on a fresh folder) on a loopback port, for one test file. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'framehouse-s3rver-'));
  const s3rver = new S3rver({ directory, silent: true });
  serializeDeletes(s3rver);
  const s3rverListener = s3rver.getMiddleware();
  const server = createServer((request, response) => {
    answerMissingCall(s3rver, request, response)
      .then((answered) => {
        if (!answered) s3rverListener(request, response);
      })
      .catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...CREDENTIALS,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      s3rver.logger.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
