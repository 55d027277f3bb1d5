import {
  validateAccepted,
  validateAccountName,
  validateAdTagName,
  validateAdTagUrl,
  validateApiKeyName,
  validateFullName,
  validateNewEmail,
  validateOrganizationName,
  validateRequiredEmail,
  validateSocialLabel,
  validateSocialUrl,
} from './account';

describe('account validators', () => {
  it('validateFullName', () => {
    expect(validateFullName('')).toBe('Required');
    expect(validateFullName('   ')).toBe('Full name cannot be empty');
    expect(validateFullName('Jane Doe')).toBeUndefined();
  });

  it('validateAccountName', () => {
    expect(validateAccountName('')).toBe('Full name is required');
    expect(validateAccountName(' \t')).toBe('Full name cannot be empty');
    expect(validateAccountName('Jane')).toBeUndefined();
  });

  it('validateRequiredEmail', () => {
    expect(validateRequiredEmail('')).toBe('Required');
    expect(validateRequiredEmail('jane')).toBe('Incorrect email format');
    expect(validateRequiredEmail('jane@example.com')).toBeUndefined();
  });

  it('validateNewEmail', () => {
    expect(validateNewEmail('', 'jane@example.com')).toBe('New email address is required');
    expect(validateNewEmail('  ', 'jane@example.com')).toBe('New email address is required');
    expect(validateNewEmail('jane@', 'jane@example.com')).toBe('Email address is invalid');
    expect(validateNewEmail('Jane@Example.com', 'jane@example.com')).toBe(
      'Set other email address than current',
    );
    expect(validateNewEmail('joe@example.com', 'jane@example.com')).toBeUndefined();
    expect(validateNewEmail('joe@example.com')).toBeUndefined();
  });

  it('validateOrganizationName', () => {
    expect(validateOrganizationName('')).toBe('Organization name cannot be empty');
    expect(validateOrganizationName('   ')).toBe('Organization name cannot be empty');
    expect(validateOrganizationName('Acme')).toBeUndefined();
    expect(validateOrganizationName('', { required: false })).toBeUndefined();
    expect(validateOrganizationName('  ', { required: false })).toBe('Organization name cannot be empty');
  });

  it('validateApiKeyName', () => {
    expect(validateApiKeyName('figma-plugin_2')).toBeUndefined();
    expect(validateApiKeyName('')).toBe('Required');
    expect(validateApiKeyName('my key')).toBe(
      'Api Key name must only consist of letters, numbers, dashes and underscores',
    );
    expect(validateApiKeyName('klíč')).toBe(
      'Api Key name must only consist of letters, numbers, dashes and underscores',
    );
  });

  it('validateSocialLabel and validateSocialUrl', () => {
    expect(validateSocialLabel('')).toBe('Required');
    expect(validateSocialLabel('x'.repeat(32))).toBeUndefined();
    expect(validateSocialLabel('x'.repeat(33))).toBe('Maximum 32 characters allowed');
    expect(validateSocialUrl('')).toBe('Required');
    expect(validateSocialUrl('https://instagram.com/acme')).toBeUndefined();
    expect(validateSocialUrl('instagram.com/acme')).toBe('URL is in incorrect format');
    expect(validateSocialUrl(`https://example.com/${'a'.repeat(2048)}`)).toBe(
      'Maximum 2048 characters allowed',
    );
  });

  it('validateAdTagUrl', () => {
    expect(validateAdTagUrl('')).toBe('Required');
    expect(validateAdTagUrl('not a url')).toBe('Enter a valid Ad tag URL');
    expect(validateAdTagUrl('https://pubads.g.doubleclick.net/gampad/ads?iu=/1/x')).toBeUndefined();
    expect(validateAdTagUrl('ftp://ads.example.com/vast.xml')).toBe('Enter a valid Ad tag URL');
    expect(validateAdTagUrl(`https://ads.example.com/${'a'.repeat(2048)}`)).toBe('Enter a valid Ad tag URL');
  });

  it('validateAdTagName', () => {
    expect(validateAdTagName('  ')).toBe('Required');
    expect(validateAdTagName('Main ad server')).toBeUndefined();
    expect(validateAdTagName('a'.repeat(101))).toBe('Maximum 100 characters allowed');
  });

  it('validateAccepted', () => {
    expect(validateAccepted(false)).toBe('Required');
    expect(validateAccepted(undefined)).toBe('Required');
    expect(validateAccepted(true)).toBeUndefined();
  });
});
