import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives safe development defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.storageDriver).toBe('fs');
  });

  it('names the malformed variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be an integer >= 1; got "eighty"'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must use postgres:/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER must be one of fs, s3/);
  });

  it('refuses production without a real JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'y'.repeat(32) })
        .nodeEnv,
    ).toBe('production');
  });

  it('refuses production without a real encryption key', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...production, ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
    expect(loadConfig({}).encryptionKey.length).toBeGreaterThanOrEqual(32);
  });

  it('limits D2C uploads to 2 GiB unless told otherwise', () => {
    expect(loadConfig({}).d2cUploadMaxBytes).toBe(2 * 1024 ** 3);
    expect(loadConfig({ D2C_UPLOAD_MAX_BYTES: '1048576' }).d2cUploadMaxBytes).toBe(1048576);
    expect(() => loadConfig({ D2C_UPLOAD_MAX_BYTES: '0' })).toThrow(/D2C_UPLOAD_MAX_BYTES/);
  });

  it('keeps server-side fetches off private addresses unless ALLOW_PRIVATE_IMPORTS says', () => {
    expect(loadConfig({}).allowPrivateImports).toBe(false);
    expect(loadConfig({ ALLOW_PRIVATE_IMPORTS: 'true' }).allowPrivateImports).toBe(true);
    expect(loadConfig({ ALLOW_PRIVATE_IMPORTS: 'No' }).allowPrivateImports).toBe(false);
    expect(() => loadConfig({ ALLOW_PRIVATE_IMPORTS: 'sometimes' })).toThrow(/ALLOW_PRIVATE_IMPORTS/);
  });

  it('needs the S3 settings for the s3 driver', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_ENDPOINT/);
  });
});
