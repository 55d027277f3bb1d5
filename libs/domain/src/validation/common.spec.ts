import {
  clamp,
  fileExtension,
  isValidUrl,
  isWebLink,
  textColorOn,
  validateEmail,
  validateHexColor,
  validateMaxLength,
  validateRequired,
  validateSlug,
  validateUrl,
  WEB_URL_SCHEMES,
} from './common';
import { composeValidators } from './validator';

describe('validateRequired', () => {
  it('asks for a value', () => {
    expect(validateRequired('')).toBe('Required');
    expect(validateRequired(undefined)).toBe('Required');
    expect(validateRequired(false)).toBe('Required');
    expect(validateRequired('x')).toBeUndefined();
    expect(validateRequired(true)).toBeUndefined();
    expect(validateRequired(0)).toBeUndefined();
  });
});

describe('validateEmail', () => {
  it.each([
    'jane@example.com',
    'jane.doe+tag@sub.example.co.uk',
    'a@b.io',
    'ünï@exämple.de',
    `${'a'.repeat(242)}@example.com`,
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane @example.com',
    'jane@exa mple.com',
    'a@b@c.com',
    'jane@.com',
    'jane@example.',
    'jane@example..com',
    `${'a'.repeat(243)}@example.com`,
  ])('rejects %j with "Incorrect email format"', (email) => {
    expect(validateEmail(email)).toBe('Incorrect email format');
  });
});

describe('validateUrl', () => {
  it.each([
    'https://example.com',
    'http://sub.example.co.uk/path?q=1#x',
    'https://localhost:3000/',
    'http://192.168.1.10/',
    'https://bücher.de',
    'mailto:jane@example.com',
    'mailto:jane@example.com,joe@example.org?subject=Hi',
    'tel:+1-555-123-4567',
  ])('accepts %s', (url) => {
    expect(validateUrl(url)).toBeUndefined();
  });

  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'https://',
    'https://example',
    'https://-bad-.com',
    'http:example.com',
    'https://exa mple.com',
    ' https://example.com',
    'javascript:alert(1)',
    'mailto:nobody',
    'tel:call-me',
    'https://example.c',
  ])('rejects %j with "URL is in incorrect format"', (url) => {
    expect(validateUrl(url)).toBe('URL is in incorrect format');
  });

  it('takes the schemes and the message of the place', () => {
    expect(isValidUrl('mailto:jane@example.com', WEB_URL_SCHEMES)).toBe(false);
    expect(validateUrl('ftp://x.com', { message: 'URL is invalid' })).toBe('URL is invalid');
  });
});

describe('isWebLink', () => {
  it.each([
    'https://advertiser.example/landing?campaign=7',
    'http://127.0.0.1:8080/landing',
    'HTTPS://Advertiser.Example/',
  ])('opens %j', (url) => {
    expect(isWebLink(url)).toBe(true);
  });

  // What an ad server may put in a ClickThrough to run script in the page that opens it.
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://advertiser.example/0b1c',
    'file:///etc/passwd',
    '//advertiser.example/landing',
    '/landing',
    '',
  ])('never opens %j', (url) => {
    expect(isWebLink(url)).toBe(false);
  });
});

describe('validateHexColor', () => {
  it.each(['#fff', '#FFF', '#CE0000', '#a1b2c3'])('accepts %s', (color) => {
    expect(validateHexColor(color)).toBeUndefined();
  });

  it.each(['fff', '#ffff', '#12345', '#1234567', '#ggg', ''])('rejects %j', (color) => {
    expect(validateHexColor(color)).toBe('Invalid hex color format');
  });
});

describe('textColorOn', () => {
  it('picks white on dark colours and near-black on light ones, from #rgb or #rrggbb', () => {
    expect(textColorOn('#0702F0')).toBe('#ffffff');
    expect(textColorOn('#CE0000')).toBe('#ffffff');
    expect(textColorOn('#1E88E5')).toBe('#111111');
    expect(textColorOn('#F0BB02')).toBe('#111111');
    expect(textColorOn('#fff')).toBe('#111111');
    expect(textColorOn('#000')).toBe('#ffffff');
  });
});

describe('validateSlug', () => {
  it.each(['ab', 'my-site', 'a1', 'x'])('accepts %s', (slug) => expect(validateSlug(slug)).toBeUndefined());
  it.each(['-ab', 'ab-', 'My-Site', 'a_b', 'a b', ''])('rejects %j', (slug) =>
    expect(validateSlug(slug)).toBeDefined(),
  );
});

describe('helpers', () => {
  it('counts max length in characters', () => {
    expect(validateMaxLength('abc', 3)).toBeUndefined();
    expect(validateMaxLength('abcd', 3)).toBe('Maximum 3 characters allowed');
    expect(validateMaxLength('😀😀😀', 3)).toBeUndefined();
  });

  it('reads file extensions', () => {
    expect(fileExtension('captions.EN.VTT')).toBe('.vtt');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('/path.d/file')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
  });

  it('clamps numbers', () => {
    expect(clamp(5, 10, 20)).toBe(10);
    expect(clamp(25, 10, 20)).toBe(20);
    expect(clamp(15, 10, 20)).toBe(15);
  });

  it('composes validators, first message wins', () => {
    const validate = composeValidators<string>(validateRequired, validateEmail);
    expect(validate('')).toBe('Required');
    expect(validate('x')).toBe('Incorrect email format');
    expect(validate('a@b.co')).toBeUndefined();
  });
});
