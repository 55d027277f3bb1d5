import { S3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

/** What only the S3 driver does, beyond the contract both drivers pass (storage.contract.spec.ts). */
describe('S3Storage', () => {
  let server: S3TestServer;

  beforeAll(async () => {
    server = await startS3TestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  function storageFor(bucket: string, publicEndpoint?: string): S3Storage {
    const { endpoint, accessKey, secretKey } = server;
    return new S3Storage({ endpoint, publicEndpoint, accessKey, secretKey, bucket });
  }

  it('creates its bucket when it is missing', async () => {
    const storage = storageFor('fresh-bucket');
    await storage.checkReady();

    await storage.putObject('a.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect(await storage.statObject('a.txt')).toMatchObject({ size: 1 });
  });

  it('starts beside another process creating the same bucket at the same moment', async () => {
    const processes = Array.from({ length: 4 }, () => storageFor('shared-bucket'));
    await Promise.all(processes.map((storage) => storage.checkReady()));

    await processes[3].putObject('b.txt', Buffer.from('y'), { contentType: 'text/plain' });
    expect(await processes[0].statObject('b.txt')).toMatchObject({ size: 1 });
  });

  it('signs the URLs browsers use for the public endpoint, S3-style', async () => {
    const storage = storageFor('public-bucket', 'https://media.example.org');
    const uploadId = await storage.createMultipartUpload('orgs/o1/v/source.mp4', 'video/mp4');

    const part = new URL(await storage.presignUploadPart('orgs/o1/v/source.mp4', uploadId, 3, 600));
    expect(part.origin).toBe('https://media.example.org');
    expect(part.pathname).toBe('/public-bucket/orgs/o1/v/source.mp4');
    expect(part.searchParams.get('uploadId')).toBe(uploadId);
    expect(part.searchParams.get('partNumber')).toBe('3');
    expect(part.searchParams.get('X-Amz-Expires')).toBe('600');

    const read = new URL(await storage.presignGet('orgs/o1/v/source.mp4', 60, { filename: 'clip.mp4' }));
    expect(read.origin).toBe('https://media.example.org');
    expect(read.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="clip.mp4"; filename*=UTF-8''clip.mp4`,
    );
  });

  it('names a malformed endpoint', () => {
    expect(() => storageFor('b', 'minio:9000')).toThrow(
      'The S3 endpoint must be an http(s) URL, got "minio:9000".',
    );
  });
});
