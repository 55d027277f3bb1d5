import { ImportMessages } from '@framehouse/domain';
import { UnrecoverableError } from 'bullmq';
import {
  announcedLength,
  dispositionFileName,
  isPublicAddress,
  isRedirect,
  isMediaResponse,
  isVideoResponse,
  parseImportUrl,
  urlFileName,
} from './import-rules';

describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    'lets the open internet through: %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00::1', 'IPv6 unique-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::a00:1', 'NAT64 to a private address'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['not-an-address', 'garbage'],
  ])('refuses %s (%s)', (address) => expect(isPublicAddress(address)).toBe(false));
});

describe('parseImportUrl', () => {
  it('takes http and https URLs, trimmed', () => {
    expect(parseImportUrl('  https://cdn.test/a.mp4 ').href).toBe('https://cdn.test/a.mp4');
  });

  it.each(['ftp://cdn.test/a.mp4', 'file:///etc/passwd', 'javascript:alert(1)', 'cdn.test/a.mp4'])(
    'refuses for good what is not http(s): %s',
    (value) => {
      expect(() => parseImportUrl(value)).toThrow(UnrecoverableError);
      expect(() => parseImportUrl(value)).toThrow(ImportMessages.notHttp);
    },
  );
});

describe('isVideoResponse', () => {
  it('takes any video type', () => {
    expect(isVideoResponse('video/mp4', null)).toBe(true);
    expect(isVideoResponse('Video/WebM; codecs="vp9"', 'x')).toBe(true);
  });

  it('takes bytes of unknown type only under a video file name', () => {
    expect(isVideoResponse('application/octet-stream', 'clip.MOV')).toBe(true);
    expect(isVideoResponse(undefined, 'clip.mkv')).toBe(true);
    expect(isVideoResponse('binary/octet-stream', 'clip.mp4')).toBe(true);
    expect(isVideoResponse('application/octet-stream', 'setup.exe')).toBe(false);
    expect(isVideoResponse('application/octet-stream', null)).toBe(false);
  });

  it('refuses pages and everything else, whatever the name says', () => {
    expect(isVideoResponse('text/html; charset=utf-8', 'watch.mp4')).toBe(false);
    expect(isVideoResponse('audio/mpeg', 'song.mp3')).toBe(false);
    expect(isVideoResponse('image/png', 'clip.mp4')).toBe(false);
    expect(isVideoResponse('video/', 'clip.mp4')).toBe(false);
  });
});

describe('file names', () => {
  it('reads Content-Disposition, the encoded name first', () => {
    expect(dispositionFileName('attachment; filename="a.mp4"')).toBe('a.mp4');
    expect(dispositionFileName('attachment; filename="x.bin"; filename*=UTF-8\'\'M%C3%BCnchen.mov')).toBe(
      'München.mov',
    );
    expect(dispositionFileName('attachment; filename=../../b.webm')).toBe('b.webm');
    expect(dispositionFileName('inline')).toBeNull();
    expect(dispositionFileName(undefined)).toBeNull();
  });

  it("takes the URL path's last segment, decoded", () => {
    expect(urlFileName(new URL('https://x.test/a/My%20clip.mp4?sig=1'))).toBe('My clip.mp4');
    expect(urlFileName(new URL('https://x.test/'))).toBeNull();
  });
});

describe('announcedLength and isRedirect', () => {
  it('reads a numeric Content-Length only', () => {
    expect(announcedLength('1234')).toBe(1234);
    expect(announcedLength('12a')).toBeNull();
    expect(announcedLength(undefined)).toBeNull();
  });

  it('knows the redirect statuses', () => {
    expect([301, 302, 303, 307, 308].every(isRedirect)).toBe(true);
    expect([200, 304, 300].some(isRedirect)).toBe(false);
  });
});

describe('isMediaResponse', () => {
  it('takes audio as well as video, for transcriptions', () => {
    expect(isMediaResponse('audio/mpeg', null)).toBe(true);
    expect(isMediaResponse('video/mp4', null)).toBe(true);
    expect(isMediaResponse('application/octet-stream', 'interview.M4A')).toBe(true);
    expect(isMediaResponse('application/octet-stream', 'clip.mov')).toBe(true);
  });

  it('refuses pages and other files', () => {
    expect(isMediaResponse('text/html', 'talk.mp3')).toBe(false);
    expect(isMediaResponse('audio/', null)).toBe(false);
    expect(isMediaResponse('application/octet-stream', 'notes.txt')).toBe(false);
  });
});
