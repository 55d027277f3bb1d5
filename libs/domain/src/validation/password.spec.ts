import { ErrorCode } from '../errors/error-code';
import {
  emailSimilarityParts,
  isPasswordEntirelyNumeric,
  isPasswordTooShort,
  isPasswordTooSimilar,
  isPasswordTooSimilarToEmail,
  passwordProblems,
  validateNewPassword,
} from './password';

describe('password rules (Django validators)', () => {
  it('finds "password" too similar to password@x.com', () => {
    expect(isPasswordTooSimilarToEmail('password', 'password@x.com')).toBe(true);
    expect(passwordProblems('password', 'password@x.com').map((p) => p.code)).toEqual([
      ErrorCode.PASSWORD_TOO_SIMILAR,
    ]);
  });

  it('compares case-insensitively', () => {
    expect(isPasswordTooSimilarToEmail('PassWord', 'PASSWORD@x.com')).toBe(true);
  });

  it("follows Django's own test cases", () => {
    // user: username testclient, email testclient@example.com, first name Test
    expect(isPasswordTooSimilarToEmail('testclient', 'testclient@example.com')).toBe(true);
    expect(isPasswordTooSimilarToEmail('example.com', 'testclient@example.com')).toBe(true);
    expect(isPasswordTooSimilar('testclient', ['Test'], 0.3)).toBe(true);
    expect(isPasswordTooSimilar('Test', ['Test'], 1)).toBe(true);
    expect(isPasswordTooSimilar('testclient', ['Test'])).toBe(false);
  });

  it('accepts a password unlike the email', () => {
    expect(isPasswordTooSimilarToEmail('Tr0ub4dor&3x', 'jane.doe@example.com')).toBe(false);
    expect(passwordProblems('Tr0ub4dor&3x', 'jane.doe@example.com')).toEqual([]);
  });

  it('compares with the local part and each part split on non-word characters', () => {
    expect(emailSimilarityParts('John.Smith@Example.com')).toEqual([
      'john',
      'smith',
      'example',
      'com',
      'john.smith',
      'john.smith@example.com',
    ]);
    expect(isPasswordTooSimilarToEmail('johnsmith', 'john.smith@example.com')).toBe(true);
    expect(isPasswordTooSimilarToEmail('smith123', 'john.smith@example.com')).toBe(true);
    expect(isPasswordTooSimilarToEmail('jsmith2024', 'john.smith@example.com')).toBe(false);
    // Only the local part catches this one (Django's parts alone stay below 0.7).
    expect(isPasswordTooSimilar('john.smith!', ['john.smith@example.com'])).toBe(false);
    expect(isPasswordTooSimilarToEmail('john.smith!', 'john.smith@example.com')).toBe(true);
  });

  it('lets a long password pass against short parts', () => {
    expect(isPasswordTooSimilarToEmail('x'.repeat(40), 'a@x.com')).toBe(false);
  });

  it('needs no email to check the other rules', () => {
    expect(isPasswordTooSimilarToEmail('password', undefined)).toBe(false);
    expect(passwordProblems('password')).toEqual([]);
  });

  it('reports "12345678" as entirely numeric, and a short one as too short', () => {
    expect(passwordProblems('12345678')).toEqual([
      { code: ErrorCode.PASSWORD_ENTIRELY_NUMERIC, message: 'This password is entirely numeric.' },
    ]);
    expect(passwordProblems('1234567')).toEqual([
      { code: ErrorCode.PASSWORD_TOO_SHORT, message: 'This password is too short.' },
      { code: ErrorCode.PASSWORD_ENTIRELY_NUMERIC, message: 'This password is entirely numeric.' },
    ]);
  });

  it('reports every problem at once in Django validator order', () => {
    expect(passwordProblems('123', '123@x.com').map((p) => p.code)).toEqual([
      ErrorCode.PASSWORD_TOO_SIMILAR,
      ErrorCode.PASSWORD_TOO_SHORT,
      ErrorCode.PASSWORD_ENTIRELY_NUMERIC,
    ]);
  });

  it('counts length in characters and digits in any script', () => {
    expect(isPasswordTooShort('ääääääää')).toBe(false);
    expect(isPasswordTooShort('😀😀😀😀')).toBe(true);
    expect(isPasswordEntirelyNumeric('١٢٣٤٥٦٧٨')).toBe(true);
    expect(isPasswordEntirelyNumeric('a42424242')).toBe(false);
    expect(isPasswordEntirelyNumeric('')).toBe(false);
  });
});

describe('validateNewPassword (UI messages)', () => {
  it.each([
    ['', 'Required'],
    ['        ', 'Password cannot be empty'],
    ['abc', 'Minimum 8 characters required'],
    ['12345678', 'Password cannot be only numeric'],
  ])('%j → %s', (password, message) => {
    expect(validateNewPassword(password)).toBe(message);
  });

  it('gives the similarity message with the email', () => {
    expect(validateNewPassword('password', 'password@x.com')).toBe(
      'This password is too similar to your email address.',
    );
  });

  it('accepts a good password', () => {
    expect(validateNewPassword('correct horse battery', 'jane@example.com')).toBeUndefined();
  });
});
