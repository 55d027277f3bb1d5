import { ShareTarget } from '@framehouse/domain';
import { ShareTarget as ApiShareTarget, SocialPlatform as ApiSocialPlatform } from '@framehouse/sdk';
import {
  platformLabel,
  shareIconInput,
  shareIconRows,
  SOCIAL_PLATFORM_CHOICES,
  socialMediaFormDefaults,
  socialMediaInput,
  type SocialEntry,
} from './social-media-form';

const ENTRY: SocialEntry = {
  id: 'e1',
  platformName: ApiSocialPlatform.Youtube,
  label: 'Main channel',
  accountUrl: 'https://www.youtube.com/@acme',
  created: '2026-12-01T10:00:00.000Z',
};

describe('the social media form', () => {
  it('offers the five platforms with their labels', () => {
    expect(SOCIAL_PLATFORM_CHOICES.map(({ name }) => name)).toEqual([
      'Facebook',
      'X (Twitter)',
      'YouTube',
      'TikTok',
      'Instagram',
    ]);
    expect(platformLabel('TIKTOK')).toBe('TikTok');
    expect(platformLabel('MYSPACE')).toBe('MYSPACE');
  });

  it('starts empty for a new entry and from the entry for an edit', () => {
    expect(socialMediaFormDefaults()).toEqual({ platformName: '', label: '', accountUrl: '' });
    expect(socialMediaFormDefaults(ENTRY)).toEqual({
      platformName: 'YOUTUBE',
      label: 'Main channel',
      accountUrl: 'https://www.youtube.com/@acme',
    });
  });

  it('sends the platform of a new entry only, the texts trimmed', () => {
    const values = {
      platformName: 'INSTAGRAM',
      label: ' Photos ',
      accountUrl: ' https://instagram.com/acme ',
    };
    expect(socialMediaInput(values, false)).toEqual({
      platformName: ApiSocialPlatform.Instagram,
      label: 'Photos',
      accountUrl: 'https://instagram.com/acme',
    });
    expect(socialMediaInput(values, true)).toEqual({
      label: 'Photos',
      accountUrl: 'https://instagram.com/acme',
    });
  });
});

describe('the share icons switches', () => {
  it('lists the six targets in the fixed order, whatever the order they come in', () => {
    const rows = shareIconRows([
      { platformName: ApiShareTarget.Facebook, visible: false },
      { platformName: ApiShareTarget.Mail, visible: true },
    ]);
    expect(rows.map(({ label, visible }) => [label, visible])).toEqual([
      ['Mail', true],
      ['X (Twitter)', true],
      ['Reddit', true],
      ['WhatsApp', true],
      ['LinkedIn', true],
      ['Facebook', false],
    ]);
  });

  it("sends one switch's change in the API's enum", () => {
    expect(shareIconInput(ShareTarget.WHATSAPP, false)).toEqual({
      platformName: ApiShareTarget.Whatsapp,
      visible: false,
    });
  });
});
