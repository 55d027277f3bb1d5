import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives safe development defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.storageDriver).toBe('fs');
    expect(config.transcribeEngine).toBe('pocketsphinx');
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
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).nodeEnv).toBe('production');
  });

  it('needs the S3 settings for the s3 driver', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_ENDPOINT/);
  });

  it('selects whisper when a model file is configured', () => {
    expect(loadConfig({ WHISPER_MODEL: '/models/base.bin' }).transcribeEngine).toBe('whisper');
  });
});
