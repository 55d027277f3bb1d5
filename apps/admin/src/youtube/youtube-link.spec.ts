import {
  authorizeResultOf,
  authorizeReturnOf,
  restErrorsOf,
  returnVideoIdOf,
  youtubeAuthorizeUrl,
} from './youtube-link';

describe('youtube linking', () => {
  it('reads the authorize answer', () => {
    expect(authorizeResultOf({ code: 'ALREADY_AUTHORIZED' })).toEqual({ kind: 'alreadyAuthorized' });
    expect(authorizeResultOf({ authorization_url: 'https://accounts.example/consent' })).toEqual({
      kind: 'redirect',
      url: 'https://accounts.example/consent',
    });
  });

  it('asks with the publish state of the video', () => {
    expect(youtubeAuthorizeUrl('v1')).toBe('/users/authorize/youtube/?state=publish-v1');
  });

  it('keeps the contract errors of a failed answer', () => {
    const errors = [
      { field: 'code', messages: ['YouTube authorization failed. Try again.'], name: 'VALIDATION_ERROR' },
    ];
    expect(restErrorsOf(400, { errors })).toEqual(errors);
    expect(restErrorsOf(401, undefined)).toEqual([{ name: 'AUTH_REQUIRED', messages: [] }]);
  });

  it('decides what the return page does', () => {
    expect(authorizeReturnOf(new URLSearchParams('code=c&state=publish-v1'), false)).toEqual({
      kind: 'noSession',
      message: 'Invalid session. Try to log in again.',
    });
    expect(authorizeReturnOf(new URLSearchParams('error=access_denied&state=publish-v1'), true)).toEqual({
      kind: 'failed',
      message: 'YouTube authorization failed. Try again.',
    });
    expect(authorizeReturnOf(new URLSearchParams('code=c'), true)).toEqual({
      kind: 'failed',
      message: 'YouTube authorization failed. Try again.',
    });
    // The state is the server's to check: the page passes it on, whatever it looks like.
    expect(authorizeReturnOf(new URLSearchParams('code=c&state=s1'), true)).toEqual({
      kind: 'saveCode',
      code: 'c',
      state: 's1',
    });
  });

  it("returns to the publish page of the token call's answer, and to nothing else", () => {
    const videoId = '0d9e6a55-7d3e-4a4e-9b1a-3f4f3c1f2a10';
    expect(returnVideoIdOf({ accountName: 'A', returnState: `publish-${videoId}` })).toBe(videoId);
    expect(returnVideoIdOf({ returnState: 'publish-//evil.example' })).toBeUndefined();
    expect(returnVideoIdOf({ accountName: 'A' })).toBeUndefined();
    expect(returnVideoIdOf(undefined)).toBeUndefined();
  });
});
