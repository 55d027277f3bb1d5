import { MICROSITE_HEALTH_HEADER } from '@framehouse/domain';
import {
  MICROSITE_HEALTH_ATTEMPTS,
  MICROSITE_HEALTH_BACKOFF,
  MICROSITE_HEALTH_RETRIES,
  micrositeHealthBackoff,
  micrositeHealthRequest,
  micrositeHealthRetryDelay,
  micrositeHealthVerdict,
  type MicrositeHealthSettings,
} from './microsite-health-check';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('micrositeHealthRequest', () => {
  const development: MicrositeHealthSettings = {
    micrositeHost: 'localhost',
    publicUrl: 'http://localhost:3000',
    port: 3000,
    host: '127.0.0.1',
  };
  const production: MicrositeHealthSettings = {
    micrositeHost: 'sites.example.com',
    publicUrl: 'https://app.example.com',
    port: 3000,
    host: '127.0.0.1',
  };

  it('asks this process with the Host header under a local MICROSITE_HOST, resolving nothing', () => {
    expect(micrositeHealthRequest('acme.localhost', development)).toEqual({
      resolve: null,
      url: 'http://127.0.0.1:3000/robots.txt',
      host: 'acme.localhost:3000',
      servername: 'acme.localhost',
    });
    for (const micrositeHost of ['sites.localhost', 'framehouse.test', 'corp.internal']) {
      const request = micrositeHealthRequest(`acme.${micrositeHost}`, { ...development, micrositeHost });
      expect(request.resolve).toBeNull();
      expect(request.url).toBe('http://127.0.0.1:3000/robots.txt');
    }
  });

  it('asks the address this process listens on, or loopback when it listens on all of them', () => {
    const urlFor = (host: string) =>
      micrositeHealthRequest('acme.localhost', { ...development, host, port: 8080 }).url;
    expect(urlFor('0.0.0.0')).toBe('http://127.0.0.1:8080/robots.txt');
    expect(urlFor('::')).toBe('http://[::1]:8080/robots.txt');
    expect(urlFor('10.1.2.3')).toBe('http://10.1.2.3:8080/robots.txt');
    expect(urlFor('fd00::5')).toBe('http://[fd00::5]:8080/robots.txt');
    expect(urlFor('localhost')).toBe('http://localhost:8080/robots.txt');
  });

  it("resolves the name and goes through it with PUBLIC_URL's scheme and port elsewhere", () => {
    expect(micrositeHealthRequest('acme.sites.example.com', production)).toEqual({
      resolve: 'acme.sites.example.com',
      url: 'https://acme.sites.example.com/robots.txt',
      host: 'acme.sites.example.com',
      servername: 'acme.sites.example.com',
    });
    expect(
      micrositeHealthRequest('acme.microsites.invalid', {
        ...production,
        micrositeHost: 'microsites.invalid',
        publicUrl: 'http://app.example.com:8080',
      }),
    ).toEqual({
      resolve: 'acme.microsites.invalid',
      url: 'http://acme.microsites.invalid:8080/robots.txt',
      host: 'acme.microsites.invalid:8080',
      servername: 'acme.microsites.invalid',
    });
  });

  it('sends the request to MICROSITE_HEALTH_ORIGIN when set, still resolving a public name', () => {
    expect(
      micrositeHealthRequest('acme.sites.example.com', {
        ...production,
        micrositeHealthOrigin: 'https://10.0.0.5:8443',
      }),
    ).toEqual({
      resolve: 'acme.sites.example.com',
      url: 'https://10.0.0.5:8443/robots.txt',
      host: 'acme.sites.example.com',
      servername: 'acme.sites.example.com',
    });
    expect(
      micrositeHealthRequest('acme.localhost', {
        ...development,
        micrositeHealthOrigin: 'http://127.0.0.1:9999',
      }),
    ).toEqual({
      resolve: null,
      url: 'http://127.0.0.1:9999/robots.txt',
      host: 'acme.localhost:3000',
      servername: 'acme.localhost',
    });
  });
});

describe('micrositeHealthVerdict', () => {
  const id = '6f1c1f5e-7d0a-4a43-9d55-0c3b1f0b7a11';
  const request = { url: 'https://acme.sites.example.com/robots.txt', host: 'acme.sites.example.com' };
  const answered = (status: number, micrositeHeader?: string) =>
    micrositeHealthVerdict({ kind: 'answered', status, micrositeHeader }, request, id);

  it('is healthy only on 200 with the header naming this microsite', () => {
    expect(answered(200, id)).toEqual({ healthy: true });
  });

  it('says why not otherwise', () => {
    expect(micrositeHealthVerdict({ kind: 'unresolved', reason: 'ENOTFOUND' }, request, id)).toEqual({
      healthy: false,
      reason: 'acme.sites.example.com does not resolve: ENOTFOUND',
    });
    expect(micrositeHealthVerdict({ kind: 'unreachable', reason: 'ECONNREFUSED' }, request, id)).toEqual({
      healthy: false,
      reason:
        'GET https://acme.sites.example.com/robots.txt (Host: acme.sites.example.com) failed: ECONNREFUSED',
    });
    expect(answered(404, id)).toEqual({
      healthy: false,
      reason: 'GET https://acme.sites.example.com/robots.txt (Host: acme.sites.example.com) answered 404',
    });
    expect(answered(200)).toEqual({
      healthy: false,
      reason: `GET https://acme.sites.example.com/robots.txt (Host: acme.sites.example.com) answered without ${MICROSITE_HEALTH_HEADER}: another server answers on that name`,
    });
    expect(answered(200, 'another-id')).toEqual({
      healthy: false,
      reason: `GET https://acme.sites.example.com/robots.txt (Host: acme.sites.example.com) answered for microsite another-id, not ${id}`,
    });
  });

  it('does not count a redirect or an error page carrying the header', () => {
    expect(answered(301, id).healthy).toBe(false);
    expect(answered(503, id).healthy).toBe(false);
  });
});

describe('the retry schedule', () => {
  const delays = Array.from({ length: MICROSITE_HEALTH_ATTEMPTS - 1 }, (_, index) =>
    micrositeHealthRetryDelay(index + 1),
  );
  const waitedBefore = (retry: number) => delays.slice(0, retry).reduce((sum, delay) => sum + delay, 0);

  it('checks every 30 s for the first 10 minutes', () => {
    expect(delays.slice(0, 20).every((delay) => delay === 30_000)).toBe(true);
    expect(waitedBefore(20)).toBe(10 * MINUTE);
  });

  it('then every 5 minutes to the first hour, then every 30 minutes to a day', () => {
    expect(delays.slice(20, 30).every((delay) => delay === 5 * MINUTE)).toBe(true);
    expect(waitedBefore(30)).toBe(HOUR);
    expect(delays.slice(30).every((delay) => delay === 30 * MINUTE)).toBe(true);
    expect(waitedBefore(delays.length)).toBe(24 * HOUR);
    expect(MICROSITE_HEALTH_ATTEMPTS).toBe(1 + 20 + 10 + 46);
  });

  it('stops after the last phase, and never waits for a retry that is not one', () => {
    expect(micrositeHealthRetryDelay(MICROSITE_HEALTH_ATTEMPTS)).toBe(-1);
    expect(micrositeHealthRetryDelay(0)).toBe(-1);
    expect(micrositeHealthRetryDelay(1.5)).toBe(-1);
    expect(MICROSITE_HEALTH_RETRIES.at(-1)?.until).toBe(24 * HOUR);
  });

  it("is BullMQ's backoff for the check's type only", () => {
    expect(micrositeHealthBackoff(1, MICROSITE_HEALTH_BACKOFF)).toBe(30_000);
    expect(micrositeHealthBackoff(25, MICROSITE_HEALTH_BACKOFF)).toBe(5 * MINUTE);
    expect(micrositeHealthBackoff(1, 'something-else')).toBe(-1);
  });
});
