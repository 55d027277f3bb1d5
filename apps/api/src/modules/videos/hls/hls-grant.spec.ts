import { signHlsGrant, verifyHlsGrant } from './hls-grant';

const VIDEO = '0b7c6a8e-3f0e-4c59-9d1a-6a4f0f6f7c11';
const OTHER = '9f8b2c1d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const SECRET = 'grant-secret';
const now = Date.UTC(2025, 0, 1) / 1000;

describe('HLS grants', () => {
  it('holds for its video until it expires', () => {
    const grant = signHlsGrant(VIDEO, now + 60, SECRET);
    expect(grant).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyHlsGrant(VIDEO, grant, SECRET, (now + 60) * 1000)).toBe('valid');
    expect(verifyHlsGrant(VIDEO, grant, SECRET, (now + 61) * 1000)).toBe('expired');
  });

  it('grants nothing for another video, another secret, or a changed expiry', () => {
    const grant = signHlsGrant(VIDEO, now + 60, SECRET);
    expect(verifyHlsGrant(OTHER, grant, SECRET, now * 1000)).toBe('invalid');
    expect(verifyHlsGrant(VIDEO, grant, 'another-secret', now * 1000)).toBe('invalid');
    const [, signature] = grant.split('.');
    expect(verifyHlsGrant(VIDEO, `${now + 3600}.${signature}`, SECRET, now * 1000)).toBe('invalid');
    for (const garbage of ['', 'x', `${now}.short`, `abc.${signature}`, `${grant}x`]) {
      expect(verifyHlsGrant(VIDEO, garbage, SECRET, now * 1000)).toBe('invalid');
    }
  });
});
