import { ConfigError, loadSharedConfig } from '@framehouse/config';
import { createHmac } from 'node:crypto';
import { loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives safe development defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.storage.driver).toBe('fs');
    expect(config.host).toBe('127.0.0.1');
  });

  it('names the malformed variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be an integer >= 1; got "eighty"'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must use postgres:/);
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

  it('gives a YouTube authorization 10 minutes to come back unless told otherwise', () => {
    expect(loadConfig({}).youtubeAuthorizationTtlSeconds).toBe(600);
    expect(loadConfig({ YOUTUBE_AUTHORIZATION_TTL_SECONDS: '60' }).youtubeAuthorizationTtlSeconds).toBe(60);
    expect(() => loadConfig({ YOUTUBE_AUTHORIZATION_TTL_SECONDS: '0' })).toThrow(
      /YOUTUBE_AUTHORIZATION_TTL_SECONDS/,
    );
  });

  it('sends the microsite health check to MICROSITE_HEALTH_ORIGIN only when it is an origin', () => {
    expect(loadConfig({}).micrositeHealthOrigin).toBeUndefined();
    expect(loadConfig({ MICROSITE_HEALTH_ORIGIN: 'https://10.0.0.5:8443/' }).micrositeHealthOrigin).toBe(
      'https://10.0.0.5:8443',
    );
    expect(() => loadConfig({ MICROSITE_HEALTH_ORIGIN: 'http://proxy/microsites' })).toThrow(
      new ConfigError(
        'MICROSITE_HEALTH_ORIGIN must be an origin (scheme, host and port only); got "http://proxy/microsites"',
      ),
    );
    expect(() => loadConfig({ MICROSITE_HEALTH_ORIGIN: 'ftp://proxy' })).toThrow(
      /MICROSITE_HEALTH_ORIGIN must use http: or https:/,
    );
  });

  it('takes ERROR_REPORTING_DSN only as a Sentry DSN without a secret key', () => {
    expect(loadConfig({}).errorReportingDsn).toBeUndefined();
    const dsn = 'https://0123abcd@o1.ingest.sentry.io/4501';
    expect(loadConfig({ ERROR_REPORTING_DSN: dsn }).errorReportingDsn).toBe(dsn);
    expect(
      loadConfig({ ERROR_REPORTING_DSN: 'http://key@glitchtip.local:8000/sub/7' }).errorReportingDsn,
    ).toBe('http://key@glitchtip.local:8000/sub/7');
    for (const bad of [
      'https://sentry.io/4501',
      'https://key:secret@sentry.io/4501',
      'https://key@sentry.io/',
    ]) {
      expect(() => loadConfig({ ERROR_REPORTING_DSN: bad })).toThrow(
        new ConfigError(
          `ERROR_REPORTING_DSN must be a DSN like https://<public key>@<host>/<project id>; got "${bad}"`,
        ),
      );
    }
    expect(() => loadConfig({ ERROR_REPORTING_DSN: 'ftp://key@sentry.io/1' })).toThrow(
      /ERROR_REPORTING_DSN must use http: or https:/,
    );
  });

  it("reads what the transcoder reads too as libs/config does, adding the storage's signing key", () => {
    const env = { PORT: '8080', REDIS_PREFIX: 'test-1', DATA_DIR: '/srv/data', JWT_SECRET: 'j'.repeat(32) };
    const shared = loadSharedConfig(env);
    expect(loadConfig(env)).toEqual(expect.objectContaining({ ...shared, storage: expect.anything() }));
    expect(loadConfig(env).storage).toEqual({
      ...shared.storage,
      signingSecret: createHmac('sha256', env.JWT_SECRET).update('framehouse:storage-urls').digest('hex'),
    });
    expect(loadConfig(env).publicUrl).toBe(shared.storage.publicUrl);
  });
});
