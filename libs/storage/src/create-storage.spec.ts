import { createStorage } from './create-storage';
import { FsStorage } from './fs-storage';
import { S3Storage } from './s3-storage';

describe('createStorage', () => {
  const common = {
    dataDir: '/var/lib/framehouse',
    publicUrl: 'http://localhost:3000',
    signingSecret: 'secret',
  };

  it('makes the fs driver under DATA_DIR, the default', () => {
    const storage = createStorage({ ...common, driver: 'fs' });

    expect(storage).toBeInstanceOf(FsStorage);
    expect(storage.localPath?.('videos/v1/source.mp4')).toBe('/var/lib/framehouse/videos/v1/source.mp4');
  });

  it('makes the s3 driver from the S3 settings', () => {
    const storage = createStorage({
      ...common,
      driver: 's3',
      s3: { endpoint: 'http://127.0.0.1:9000', accessKey: 'a', secretKey: 'b', bucket: 'framehouse' },
    });

    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.localPath).toBeUndefined();
  });

  it('names what is missing', () => {
    expect(() => createStorage({ ...common, driver: 's3' })).toThrow(
      'STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY and S3_BUCKET.',
    );
  });

  it('makes an fs driver without a signing secret that stores but signs nothing (the transcoder)', async () => {
    const storage = createStorage({ ...common, signingSecret: undefined, driver: 'fs' });
    await expect(storage.presignGet('videos/v1/source.mp4', 60)).rejects.toThrow(
      'This fs storage has no signing secret to sign URLs with.',
    );
  });
});
