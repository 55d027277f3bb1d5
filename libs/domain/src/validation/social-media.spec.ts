import { ShareTarget, SocialPlatform } from '../enums/organization';
import { editedSocialMediaProblems, newSocialMediaProblems, validateShareIcons } from './social-media';

const FINE = { platformName: undefined, label: undefined, accountUrl: undefined };
const UNCHANGEABLE = 'The platform cannot be changed. Add a new entry for another platform.';

describe('social media rules', () => {
  it('a new entry needs the platform, a label of at most 32 and an http(s) URL of at most 2048', () => {
    expect(
      newSocialMediaProblems({
        platformName: SocialPlatform.YOUTUBE,
        label: 'Main channel',
        accountUrl: 'https://www.youtube.com/@framehouse',
      }),
    ).toEqual(FINE);
    expect(newSocialMediaProblems({})).toEqual({
      platformName: 'Required',
      label: 'Required',
      accountUrl: 'Required',
    });
    expect(
      newSocialMediaProblems({
        platformName: SocialPlatform.TIKTOK,
        label: 'x'.repeat(33),
        accountUrl: 'tiktok.com/@framehouse',
      }),
    ).toEqual({
      platformName: undefined,
      label: 'Maximum 32 characters allowed',
      accountUrl: 'URL is in incorrect format',
    });
    for (const accountUrl of [
      'ftp://example.com/a',
      'mailto:a@example.com',
      'javascript:alert(1)',
      'https://x',
    ]) {
      expect(newSocialMediaProblems({ accountUrl }).accountUrl).toBe('URL is in incorrect format');
    }
    expect(newSocialMediaProblems({ accountUrl: `https://example.com/${'a'.repeat(2029)}` }).accountUrl).toBe(
      'Maximum 2048 characters allowed',
    );
    expect(
      newSocialMediaProblems({ accountUrl: `https://example.com/${'a'.repeat(2028)}` }).accountUrl,
    ).toBeUndefined();
  });

  it('an edit keeps the platform and what it omits', () => {
    expect(editedSocialMediaProblems(SocialPlatform.FACEBOOK, {})).toEqual(FINE);
    expect(
      editedSocialMediaProblems(SocialPlatform.FACEBOOK, { platformName: SocialPlatform.FACEBOOK }),
    ).toEqual(FINE);
    expect(
      editedSocialMediaProblems(SocialPlatform.FACEBOOK, {
        platformName: SocialPlatform.INSTAGRAM,
        label: ' ',
        accountUrl: 'not a url',
      }),
    ).toEqual({ platformName: UNCHANGEABLE, label: 'Required', accountUrl: 'URL is in incorrect format' });
  });

  it('share icons name each target once', () => {
    expect(validateShareIcons([])).toBeUndefined();
    expect(
      validateShareIcons([{ platformName: ShareTarget.MAIL }, { platformName: ShareTarget.REDDIT }]),
    ).toBeUndefined();
    expect(validateShareIcons([{ platformName: ShareTarget.MAIL }, { platformName: ShareTarget.MAIL }])).toBe(
      'Each share target can be listed only once.',
    );
  });
});
