import { authorizeResultOf, authorizeReturnOf, restErrorsOf, youtubeAuthorizeUrl } from './youtube-link';

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
    expect(authorizeReturnOf(new URLSearchParams('code=c&state=publish-v1'), true)).toEqual({
      kind: 'saveCode',
      code: 'c',
      videoId: 'v1',
    });
  });
});
