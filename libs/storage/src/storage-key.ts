import { StorageError } from './storage-error';

/** S3's own limit on a key's length, in UTF-8 bytes; our keys are ASCII, so characters. */
export const MAX_KEY_LENGTH = 1024;

/**
 * A segment starts with a letter, digit, `_` or `-` (never a dot: that rules out `.`, `..` and the fs
 * driver's own `.uploads`, `.meta` and `.tmp` folders) and goes on with those and dots.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const KEY_CHARACTERS = /^[A-Za-z0-9._/-]*$/;

function invalid(kind: 'key' | 'prefix', value: string, reason: string): StorageError {
  return new StorageError('INVALID_KEY', `Invalid storage ${kind} ${JSON.stringify(value)}: ${reason}.`);
}

function checkCharacters(kind: 'key' | 'prefix', value: string): void {
  if (value.length > MAX_KEY_LENGTH) {
    throw invalid(kind, value, `longer than ${MAX_KEY_LENGTH} characters`);
  }
  if (value.startsWith('/')) throw invalid(kind, value, 'it must not start with "/"');
  if (!KEY_CHARACTERS.test(value)) {
    throw invalid(kind, value, 'only letters, digits, ".", "_", "-" and "/" between segments are allowed');
  }
}

function checkSegment(kind: 'key' | 'prefix', value: string, segment: string): void {
  if (segment === '') throw invalid(kind, value, 'empty segment ("//")');
  if (segment === '.' || segment === '..') throw invalid(kind, value, `"${segment}" segment`);
  if (!SEGMENT.test(segment)) throw invalid(kind, value, `segment "${segment}" must not start with "."`);
}

/**
 * The same keys are valid for every driver: S3 would take almost anything, but the fs driver maps keys onto
 * paths, so a key never climbs out of the storage root nor names a hidden file.
 */
export function assertValidKey(key: string): void {
  if (key === '') throw invalid('key', key, 'empty');
  checkCharacters('key', key);
  if (key.endsWith('/')) throw invalid('key', key, 'it must not end with "/"');
  for (const segment of key.split('/')) checkSegment('key', key, segment);
}

/**
 * A prefix is the start of keys: whole segments, then optionally the start of one more segment (so
 * `videos/ab` matches `videos/abc/x` and `videos/abd`, as on S3) or a trailing "/".
 */
export function assertValidPrefix(prefix: string, { allowEmpty }: { allowEmpty: boolean }): void {
  if (prefix === '') {
    if (allowEmpty) return;
    throw invalid('prefix', prefix, 'empty (deleting everything is not a prefix operation)');
  }
  checkCharacters('prefix', prefix);
  const segments = prefix.split('/');
  const last = segments.pop() ?? '';
  for (const segment of segments) checkSegment('prefix', prefix, segment);
  if (last !== '') checkSegment('prefix', prefix, last);
}
