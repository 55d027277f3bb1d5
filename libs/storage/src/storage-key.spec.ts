import { assertValidKey, assertValidPrefix, MAX_KEY_LENGTH } from './storage-key';

describe('assertValidKey', () => {
  it.each([
    'source.mp4',
    'orgs/3f2a/videos/9c1e/hls/720p/seg-00001.ts',
    'public/avatars/u1/4b1d-22.png',
    'a_b-c.d.e',
  ])('accepts %s', (key) => {
    expect(() => assertValidKey(key)).not.toThrow();
  });

  it.each([
    ['empty', ''],
    ['it must not start with "/"', '/videos/a.mp4'],
    ['it must not end with "/"', 'videos/'],
    ['empty segment ("//")', 'videos//a.mp4'],
    ['".." segment', '../a.mp4'],
    ['"." segment', 'videos/./a.mp4'],
    ['segment ".uploads" must not start with "."', '.uploads/x/1'],
    ['only letters, digits, ".", "_", "-" and "/" between segments are allowed', 'videos/a b.mp4'],
    ['only letters, digits, ".", "_", "-" and "/" between segments are allowed', 'videos\\a.mp4'],
    ['only letters, digits, ".", "_", "-" and "/" between segments are allowed', 'vidéos/a.mp4'],
    [`longer than ${MAX_KEY_LENGTH} characters`, 'a'.repeat(MAX_KEY_LENGTH + 1)],
  ])('refuses a key: %s', (reason, key) => {
    expect(() => assertValidKey(key)).toThrow(`Invalid storage key ${JSON.stringify(key)}: ${reason}.`);
  });
});

describe('assertValidPrefix', () => {
  it('accepts whole segments, a trailing slash or the start of a segment', () => {
    for (const prefix of ['orgs/o1/', 'orgs/o1', 'orgs/o1/videos/v', 'o']) {
      expect(() => assertValidPrefix(prefix, { allowEmpty: false })).not.toThrow();
    }
  });

  it('takes an empty prefix only where it is asked for (listing, never deleting)', () => {
    expect(() => assertValidPrefix('', { allowEmpty: true })).not.toThrow();
    expect(() => assertValidPrefix('', { allowEmpty: false })).toThrow(
      'Invalid storage prefix "": empty (deleting everything is not a prefix operation).',
    );
  });

  it('refuses what would leave the root or reach hidden folders', () => {
    for (const prefix of ['/orgs', '../', 'orgs/../', 'orgs//', '.uploads/', 'orgs/.me']) {
      expect(() => assertValidPrefix(prefix, { allowEmpty: true })).toThrow('Invalid storage prefix');
    }
  });
});
