// The package's entry in Node: the same client, whose uploads also take a file's path and send parts
// with Node's http client (progress as the bytes leave).
import { createFramehouseClient as createClient, type ClientOptions, type FramehouseSdk } from './client';
import { nodeUploadPlatform } from './upload/node-platform';

export * from './index';
export { sendPartWithNodeHttp } from './upload/node-platform';

/** The client of a Framehouse API, in Node: uploads take a path, a stream, a Blob or bytes. */
export function createFramehouseClient(options: ClientOptions): FramehouseSdk {
  return createClient({ uploadPlatform: nodeUploadPlatform, ...options });
}
