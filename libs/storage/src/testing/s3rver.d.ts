// s3rver ships no types; this is the part of its API the test server uses.
declare module 's3rver' {
  import type { RequestListener } from 'node:http';

  interface S3rverOptions {
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** The Koa app's request listener, for mounting in our own server. */
    getMiddleware(): RequestListener;
    readonly store: {
      getResourcePath(bucket: string, key: string | undefined, resource: string): string;
      deleteObject(bucket: string, key: string): Promise<void>;
    };
    readonly logger: { close(): void };
  }

  export = S3rver;
}
