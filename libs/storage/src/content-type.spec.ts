import { contentTypeForKey, mediaContentType } from './content-type';

describe('mediaContentType', () => {
  it('keeps a declared audio or video type of ours', () => {
    expect(mediaContentType('video/mp4', 'clip.mp4')).toBe('video/mp4');
    expect(mediaContentType('video/webm', null)).toBe('video/webm');
    expect(mediaContentType('video/quicktime', 'clip')).toBe('video/quicktime');
    expect(mediaContentType('audio/mpeg', 'talk.mp3')).toBe('audio/mpeg');
  });

  it("takes the file name's type when the server declares none of ours", () => {
    expect(mediaContentType('application/octet-stream', 'holiday.webm')).toBe('video/webm');
    expect(mediaContentType('', 'Holiday.MKV')).toBe('video/x-matroska');
    expect(mediaContentType('video/x-unheard-of', 'clip.mov')).toBe('video/quicktime');
  });

  // Served back from our origin, a type the remote server chose could make a browser run its bytes.
  it.each([
    ['text/html', 'clip.mp4', 'video/mp4'],
    ['video/mp4,text/html', 'clip.mp4', 'video/mp4'],
    ['video/mp4,text/html', null, 'application/octet-stream'],
    ['image/svg+xml', 'clip', 'application/octet-stream'],
    ['video/x-unheard-of', null, 'application/octet-stream'],
    ['audio/x-unheard-of', 'talk', 'application/octet-stream'],
    ['video/mp4', 'page.html', 'video/mp4'],
    ['application/octet-stream', 'picture.svg', 'application/octet-stream'],
    ['application/octet-stream', 'notes.txt', 'application/octet-stream'],
  ])('never stores the declared %j (name %j) as it came: %j', (declared, fileName, stored) => {
    expect(mediaContentType(declared, fileName)).toBe(stored);
  });
});

describe('contentTypeForKey', () => {
  it('names the common containers and leaves the rest as bytes', () => {
    expect(contentTypeForKey('media/o/v/source/original.mp4')).toBe('video/mp4');
    expect(contentTypeForKey('a/clip.avi')).toBe('video/x-msvideo');
    expect(contentTypeForKey('a/talk.flac')).toBe('audio/flac');
    expect(contentTypeForKey('a/original')).toBe('application/octet-stream');
    expect(contentTypeForKey('a/.mp4')).toBe('application/octet-stream');
  });
});
