import { signHlsGrant, verifyHlsGrant, type PublicSubject } from './hls-grant';

const VIDEO = '0b7c6a8e-3f0e-4c59-9d1a-6a4f0f6f7c11';
const OTHER = '9f8b2c1d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const MOMENT: PublicSubject = { kind: 'moment', momentId: '5d2f1c3e-8a7b-4c6d-9e0f-1a2b3c4d5e6f' };
const SECRET = 'grant-secret';
const now = Date.UTC(2025, 0, 1) / 1000;

describe('HLS grants', () => {
  it("holds for its video until it expires, as a member's grant", () => {
    const grant = signHlsGrant(VIDEO, now + 60, SECRET);
    expect(grant).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyHlsGrant(VIDEO, grant, SECRET, (now + 60) * 1000)).toEqual({
      publicSubject: null,
      expiresAtMs: (now + 60) * 1000,
    });
    expect(verifyHlsGrant(VIDEO, grant, SECRET, (now + 61) * 1000)).toBe('expired');
  });

  it('says which public subject it was handed out for', () => {
    const video = signHlsGrant(VIDEO, now + 60, SECRET, { kind: 'video' });
    expect(video).toMatch(/^\d+\.video\.[A-Za-z0-9_-]{43}$/);
    expect(verifyHlsGrant(VIDEO, video, SECRET, now * 1000)).toEqual({
      publicSubject: { kind: 'video' },
      expiresAtMs: (now + 60) * 1000,
    });
    const moment = signHlsGrant(VIDEO, now + 60, SECRET, MOMENT);
    expect(verifyHlsGrant(VIDEO, moment, SECRET, now * 1000)).toEqual({
      publicSubject: MOMENT,
      expiresAtMs: (now + 60) * 1000,
    });
  });

  it("cannot be turned into a member's grant or another subject's: the subject is signed", () => {
    const [expires, , signature] = signHlsGrant(VIDEO, now + 60, SECRET, MOMENT).split('.');
    expect(verifyHlsGrant(VIDEO, `${expires}.${signature}`, SECRET, now * 1000)).toBe('invalid');
    expect(verifyHlsGrant(VIDEO, `${expires}.video.${signature}`, SECRET, now * 1000)).toBe('invalid');
    expect(verifyHlsGrant(VIDEO, `${expires}.moment-${OTHER}.${signature}`, SECRET, now * 1000)).toBe(
      'invalid',
    );
  });

  it('grants nothing for another video, another secret, or a changed expiry', () => {
    const grant = signHlsGrant(VIDEO, now + 60, SECRET);
    expect(verifyHlsGrant(OTHER, grant, SECRET, now * 1000)).toBe('invalid');
    expect(verifyHlsGrant(VIDEO, grant, 'another-secret', now * 1000)).toBe('invalid');
    const [, signature] = grant.split('.');
    expect(verifyHlsGrant(VIDEO, `${now + 3600}.${signature}`, SECRET, now * 1000)).toBe('invalid');
    for (const garbage of [
      '',
      'x',
      `${now}.short`,
      `abc.${signature}`,
      `${grant}x`,
      `${now}.other.${signature}`,
    ]) {
      expect(verifyHlsGrant(VIDEO, garbage, SECRET, now * 1000)).toBe('invalid');
    }
  });
});
