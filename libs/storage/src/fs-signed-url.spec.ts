import { parseFsSignedUrl, signFsUrl, verifyFsSignature, type FsSignedRequest } from './fs-signed-url';

const SECRET = 'signing-secret';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const IN_AN_HOUR = NOW / 1000 + 3600;

const part: FsSignedRequest = {
  method: 'PUT',
  key: 'orgs/o1/videos/v1/source.mp4',
  uploadId: '0123456789abcdef0123456789abcdef',
  partNumber: 2,
  expires: IN_AN_HOUR,
};

function signatureOf(url: string): string {
  return new URL(url).searchParams.get('signature') ?? '';
}

describe('signFsUrl', () => {
  it('builds a part URL with the key in its path and the upload in its query', () => {
    const url = signFsUrl('http://localhost:3000/', part, SECRET);

    expect(url).toMatch(
      new RegExp(
        '^http://localhost:3000/storage/orgs/o1/videos/v1/source\\.mp4' +
          `\\?uploadId=${part.uploadId}&partNumber=2&expires=${IN_AN_HOUR}&signature=[0-9a-f]{64}$`,
      ),
    );
  });

  it('builds a read URL under /media, with the download name when there is one', () => {
    const url = signFsUrl(
      'https://video.example.org',
      { method: 'GET', key: 'a/b.mp4', expires: IN_AN_HOUR, filename: 'My clip.mp4' },
      SECRET,
    );

    expect(url).toMatch(
      /^https:\/\/video\.example\.org\/media\/a\/b\.mp4\?filename=My\+clip\.mp4&expires=\d+&signature=/,
    );
  });
});

describe('verifyFsSignature', () => {
  const signature = signatureOf(signFsUrl('http://localhost:3000', part, SECRET));

  it('accepts the URL as signed, until it expires', () => {
    expect(verifyFsSignature(part, signature, SECRET, NOW)).toBe('valid');
    expect(verifyFsSignature(part, signature, SECRET, IN_AN_HOUR * 1000)).toBe('valid');
    expect(verifyFsSignature(part, signature, SECRET, IN_AN_HOUR * 1000 + 1)).toBe('expired');
  });

  it('refuses a tampered key', () => {
    expect(verifyFsSignature({ ...part, key: 'orgs/o2/videos/v1/source.mp4' }, signature, SECRET, NOW)).toBe(
      'invalid',
    );
  });

  it('refuses another method: a part URL does not read, a read URL does not write', () => {
    expect(verifyFsSignature({ ...part, method: 'GET' }, signature, SECRET, NOW)).toBe('invalid');
    const read: FsSignedRequest = { method: 'GET', key: part.key, expires: IN_AN_HOUR };
    const readSignature = signatureOf(signFsUrl('http://localhost:3000', read, SECRET));
    expect(verifyFsSignature({ ...read, method: 'PUT' }, readSignature, SECRET, NOW)).toBe('invalid');
  });

  it('refuses another part number or upload', () => {
    expect(verifyFsSignature({ ...part, partNumber: 3 }, signature, SECRET, NOW)).toBe('invalid');
    expect(verifyFsSignature({ ...part, uploadId: 'f'.repeat(32) }, signature, SECRET, NOW)).toBe('invalid');
  });

  it('refuses a pushed-back expiry as tampering, not as expiry', () => {
    expect(verifyFsSignature({ ...part, expires: IN_AN_HOUR + 3600 }, signature, SECRET, NOW)).toBe(
      'invalid',
    );
  });

  it('refuses another file name, another secret and a malformed signature', () => {
    const read: FsSignedRequest = { method: 'GET', key: part.key, expires: IN_AN_HOUR, filename: 'a.mp4' };
    const readSignature = signatureOf(signFsUrl('http://localhost:3000', read, SECRET));
    expect(verifyFsSignature({ ...read, filename: 'b.mp4' }, readSignature, SECRET, NOW)).toBe('invalid');
    expect(verifyFsSignature({ ...read, filename: undefined }, readSignature, SECRET, NOW)).toBe('invalid');
    expect(verifyFsSignature(part, signature, 'another-secret', NOW)).toBe('invalid');
    expect(verifyFsSignature(part, 'not-hex', SECRET, NOW)).toBe('invalid');
    expect(verifyFsSignature(part, signature.slice(0, 32), SECRET, NOW)).toBe('invalid');
  });
});

describe('parseFsSignedUrl', () => {
  it('reads a signed URL back into what was signed', () => {
    const url = new URL(signFsUrl('http://localhost:3000', part, SECRET));
    const parsed = parseFsSignedUrl('PUT', url.pathname + url.search);

    expect(parsed?.request).toEqual(part);
    expect(parsed && verifyFsSignature(parsed.request, parsed.signature, SECRET, NOW)).toBe('valid');
  });

  it('keeps a download name', () => {
    const read: FsSignedRequest = {
      method: 'GET',
      key: 'a/b.mp4',
      expires: IN_AN_HOUR,
      filename: 'Été 2026 & co.mp4',
    };
    const url = new URL(signFsUrl('http://localhost:3000', read, SECRET));

    expect(parseFsSignedUrl('GET', url.pathname + url.search)?.request).toEqual(read);
  });

  it('finds nothing in URLs that are not signed URLs of that method', () => {
    expect(parseFsSignedUrl('PUT', '/media/a/b.mp4?expires=1&signature=ab')).toBeNull();
    expect(parseFsSignedUrl('GET', '/media/a/b.mp4?expires=1')).toBeNull();
    expect(parseFsSignedUrl('GET', '/media/a/b.mp4?expires=soon&signature=ab')).toBeNull();
    expect(parseFsSignedUrl('PUT', '/storage/a/b.mp4?uploadId=x&expires=1&signature=ab')).toBeNull();
    expect(parseFsSignedUrl('GET', '/media/a/%E0%A4%A.mp4?expires=1&signature=ab')).toBeNull();
  });
});
