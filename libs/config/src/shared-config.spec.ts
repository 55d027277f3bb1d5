import { resolve } from 'node:path';
import { ConfigError } from './env-readers';
import { loadSharedConfig, readApiOrigin } from './shared-config';

describe('loadSharedConfig', () => {
  it('has safe development defaults: local Redis, fs storage under .data, no private imports', () => {
    expect(loadSharedConfig({})).toEqual({
      nodeEnv: 'development',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'framehouse',
      storage: { driver: 'fs', dataDir: resolve('.data'), publicUrl: 'http://localhost:3000' },
      allowPrivateImports: false,
      d2cUploadMaxBytes: 2 * 1024 ** 3,
      metricsToken: null,
      shutdownGraceSeconds: 25,
    });
  });

  it("points the fs driver's URLs at the API, on PORT unless PUBLIC_URL says where", () => {
    expect(readApiOrigin({ PORT: '8080' })).toEqual({ port: 8080, publicUrl: 'http://localhost:8080' });
    expect(loadSharedConfig({ PORT: '8080' }).storage.publicUrl).toBe('http://localhost:8080');
    expect(
      loadSharedConfig({ PORT: '8080', PUBLIC_URL: 'https://video.example.com/' }).storage.publicUrl,
    ).toBe('https://video.example.com');
  });

  it('reads the S3 driver, the Redis prefix and the switches', () => {
    expect(
      loadSharedConfig({
        NODE_ENV: 'test',
        REDIS_URL: 'rediss://cache.internal:6380',
        REDIS_PREFIX: 'test-1',
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_PUBLIC_ENDPOINT: 'https://media.example.com',
        S3_ACCESS_KEY: 'access',
        S3_SECRET_KEY: 'secret',
        DATA_DIR: '/srv/framehouse',
        ALLOW_PRIVATE_IMPORTS: 'true',
        D2C_UPLOAD_MAX_BYTES: '1048576',
        METRICS_TOKEN: 'scrape-token-0123456789',
        SHUTDOWN_GRACE_SECONDS: '0',
      }),
    ).toEqual({
      nodeEnv: 'test',
      redisUrl: 'rediss://cache.internal:6380',
      redisPrefix: 'test-1',
      storage: {
        driver: 's3',
        dataDir: '/srv/framehouse',
        publicUrl: 'http://localhost:3000',
        s3: {
          endpoint: 'http://127.0.0.1:9000',
          publicEndpoint: 'https://media.example.com',
          accessKey: 'access',
          secretKey: 'secret',
          bucket: 'framehouse',
        },
      },
      allowPrivateImports: true,
      d2cUploadMaxBytes: 1048576,
      metricsToken: 'scrape-token-0123456789',
      shutdownGraceSeconds: 0,
    });
  });

  it('holds no signing secret: only the API signs URLs, with a key of its own', () => {
    expect(loadSharedConfig({ JWT_SECRET: 'x'.repeat(40) }).storage).not.toHaveProperty('signingSecret');
  });

  it.each([
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be one of development, production, test/],
    [{ PORT: 'eighty' }, /PORT must be an integer >= 1; got "eighty"/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL must use http: or https:/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL must use redis: or rediss:/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL must be a URL/],
    [{ STORAGE_DRIVER: 'ftp' }, /STORAGE_DRIVER must be one of fs, s3/],
    [{ STORAGE_DRIVER: 's3' }, /STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY/],
    [{ S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT must use http: or https:/],
    [{ S3_PUBLIC_ENDPOINT: 'minio' }, /S3_PUBLIC_ENDPOINT must be a URL/],
    [{ ALLOW_PRIVATE_IMPORTS: 'sometimes' }, /ALLOW_PRIVATE_IMPORTS must be true or false/],
    [{ D2C_UPLOAD_MAX_BYTES: '0' }, /D2C_UPLOAD_MAX_BYTES must be an integer >= 1/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 letters/],
    [{ METRICS_TOKEN: 'a token with spaces in it' }, /METRICS_TOKEN must be at least 16 letters/],
    [{ SHUTDOWN_GRACE_SECONDS: '-1' }, /SHUTDOWN_GRACE_SECONDS must be an integer >= 0/],
  ])('names the malformed variable: %j', (env, message) => {
    expect(() => loadSharedConfig(env)).toThrow(ConfigError);
    expect(() => loadSharedConfig(env)).toThrow(message);
  });
});
