import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives safe development defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.storageDriver).toBe('fs');
    expect(config.host).toBe('127.0.0.1');
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

  describe('the development secrets, which this public repository holds', () => {
    const development = loadConfig({});
    const real = { JWT_SECRET: 'j'.repeat(32), ENCRYPTION_KEY: 'e'.repeat(32) };

    it('serves with them on loopback when no secret is set', () => {
      for (const env of [{}, { HOST: 'localhost' }, { HOST: '::1' }, { PUBLIC_URL: 'http://[::1]:3000' }]) {
        const config = loadConfig(env);
        expect(config.jwtSecret).toBe(development.jwtSecret);
        expect(config.encryptionKey).toBe(development.encryptionKey);
      }
    });

    it('refuses a public HOST with them, naming each variable to set', () => {
      expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
        new ConfigError(
          'JWT_SECRET and ENCRYPTION_KEY must be set to at least 32 random characters: the development ' +
            'defaults are public, and HOST=0.0.0.0 lets other machines reach this API ' +
            '(HOST=127.0.0.1 keeps it on this machine)',
        ),
      );
      expect(() => loadConfig({ HOST: '192.168.1.20', JWT_SECRET: real.JWT_SECRET })).toThrow(
        /^ENCRYPTION_KEY must be set .* the development default is public, and HOST=192\.168\.1\.20/,
      );
      // The same values given on purpose are just as public.
      expect(() =>
        loadConfig({
          HOST: '0.0.0.0',
          JWT_SECRET: development.jwtSecret,
          ENCRYPTION_KEY: development.encryptionKey,
        }),
      ).toThrow(/^JWT_SECRET and ENCRYPTION_KEY must be set/);
      expect(loadConfig({ HOST: '0.0.0.0', ...real }).host).toBe('0.0.0.0');
    });

    it('refuses them behind a PUBLIC_URL other machines reach (a proxy in front of loopback)', () => {
      expect(() => loadConfig({ PUBLIC_URL: 'https://video.example.com' })).toThrow(
        /^JWT_SECRET and ENCRYPTION_KEY must be set .*PUBLIC_URL=https:\/\/video\.example\.com/,
      );
      expect(loadConfig({ PUBLIC_URL: 'https://video.example.com', ...real }).jwtSecret).toBe(
        real.JWT_SECRET,
      );
    });

    it('refuses them in production, wherever it listens', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        new ConfigError(
          'JWT_SECRET and ENCRYPTION_KEY must be set to at least 32 random characters in production',
        ),
      );
      expect(() =>
        loadConfig({ NODE_ENV: 'production', ...real, JWT_SECRET: development.jwtSecret }),
      ).toThrow(/^JWT_SECRET must be set/);
    });
  });

  it('limits D2C uploads to 2 GiB unless told otherwise', () => {
    expect(loadConfig({}).d2cUploadMaxBytes).toBe(2 * 1024 ** 3);
    expect(loadConfig({ D2C_UPLOAD_MAX_BYTES: '1048576' }).d2cUploadMaxBytes).toBe(1048576);
    expect(() => loadConfig({ D2C_UPLOAD_MAX_BYTES: '0' })).toThrow(/D2C_UPLOAD_MAX_BYTES/);
  });

  it('gives a YouTube authorization 10 minutes to come back unless told otherwise', () => {
    expect(loadConfig({}).youtubeAuthorizationTtlSeconds).toBe(600);
    expect(loadConfig({ YOUTUBE_AUTHORIZATION_TTL_SECONDS: '60' }).youtubeAuthorizationTtlSeconds).toBe(60);
    expect(() => loadConfig({ YOUTUBE_AUTHORIZATION_TTL_SECONDS: '0' })).toThrow(
      /YOUTUBE_AUTHORIZATION_TTL_SECONDS/,
    );
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
