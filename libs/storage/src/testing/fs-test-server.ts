import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFsStorageHttpHandlers, type FsStorageHttpHandlers } from '../fs-storage-http';
import { FsStorage } from '../fs-storage';

export interface FsTestServer {
  storage: FsStorage;
  publicUrl: string;
  rootDir: string;
  close(): Promise<void>;
}

/**
 * The fs driver as the API serves it: a fresh root folder and a loopback HTTP server that mounts the
 * part-upload and signed-read handlers where the signed URLs point.
 */
export async function startFsTestServer(options: { now?: () => number } = {}): Promise<FsTestServer> {
  const rootDir = await mkdtemp(join(tmpdir(), 'framehouse-fs-storage-'));
  // The handlers need the storage, the storage needs the server's port: they are mounted once it listens.
  const mounted: { handlers?: FsStorageHttpHandlers } = {};
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    const { handlers } = mounted;
    if (handlers && path.startsWith('/storage/')) void handlers.handlePartUpload(request, response);
    else if (handlers && path.startsWith('/media/')) void handlers.handleSignedRead(request, response);
    else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const publicUrl = `http://127.0.0.1:${port}`;
  const storage = new FsStorage({
    rootDir,
    publicUrl,
    signingSecret: 'test-signing-secret',
    now: options.now,
  });
  mounted.handlers = createFsStorageHttpHandlers(storage);
  return {
    storage,
    publicUrl,
    rootDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await rm(rootDir, { recursive: true, force: true });
    },
  };
}
