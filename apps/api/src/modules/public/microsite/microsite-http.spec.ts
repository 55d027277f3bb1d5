import { micrositeContentSecurityPolicy, micrositeRequestSubdomain } from './microsite-http';

describe('the microsite by Host', () => {
  it('is the subdomain under MICROSITE_HOST, whatever the port or case', () => {
    const of = (host: string | undefined) =>
      micrositeRequestSubdomain(host, 'localhost', 'http://localhost:3000');
    expect(of('acme.localhost:3000')).toBe('acme');
    expect(of('ACME.localhost.')).toBe('acme');
    expect(of('localhost:3000')).toBeNull();
    expect(of('a.acme.localhost')).toBeNull();
    expect(of('127.0.0.1:3000')).toBeNull();
    expect(of(undefined)).toBeNull();
  });

  it('is never PUBLIC_URL’s own host, even under MICROSITE_HOST', () => {
    const of = (host: string) => micrositeRequestSubdomain(host, 'fh.example', 'https://app.fh.example');
    expect(of('app.fh.example')).toBeNull();
    expect(of('App.fh.example:443')).toBeNull();
    expect(of('acme.fh.example')).toBe('acme');
  });

  it('lets in the member’s scripts and the player from PUBLIC_URL, and upgrades only behind https', () => {
    const local = micrositeContentSecurityPolicy('http://127.0.0.1:3000', ['https:', 'http://s3.local:9000']);
    expect(local.split('; ')).toEqual([
      "default-src 'self' http://127.0.0.1:3000 https:",
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
      "form-action 'self' https:",
      "script-src 'self' http://127.0.0.1:3000 https: 'unsafe-inline' 'unsafe-eval'",
      "style-src 'self' http://127.0.0.1:3000 https: 'unsafe-inline'",
      "font-src 'self' http://127.0.0.1:3000 https: data:",
      "img-src 'self' http://127.0.0.1:3000 https: http://s3.local:9000 data: blob:",
      "media-src 'self' http://127.0.0.1:3000 https: http://s3.local:9000 blob:",
      "connect-src 'self' http://127.0.0.1:3000 https: http://s3.local:9000",
      "frame-src 'self' http://127.0.0.1:3000 https:",
      "worker-src 'self' blob: http://127.0.0.1:3000",
    ]);
    expect(micrositeContentSecurityPolicy('https://fh.example/', [])).toMatch(/; upgrade-insecure-requests$/);
  });
});
