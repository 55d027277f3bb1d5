/**
 * The grammar of storage keys, the same for every driver: S3 would take almost anything, but the fs
 * driver maps keys onto paths, so a key never climbs out of the storage root nor names a hidden file.
 * The storage drivers refuse a key that breaks it, and the transcoder refuses a job that names one.
 */

/** S3's own limit on a key's length, in UTF-8 bytes; our keys are ASCII, so characters. */
export const MAX_STORAGE_KEY_LENGTH = 1024;

/**
 * A segment starts with a letter, digit, `_` or `-` (never a dot: that rules out `.`, `..` and the fs
 * driver's own `.uploads`, `.meta` and `.tmp` folders) and goes on with those and dots.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const KEY_CHARACTERS = /^[A-Za-z0-9._/-]*$/;

function charactersProblem(value: string): string | null {
  if (value.length > MAX_STORAGE_KEY_LENGTH) return `longer than ${MAX_STORAGE_KEY_LENGTH} characters`;
  if (value.startsWith('/')) return 'it must not start with "/"';
  if (!KEY_CHARACTERS.test(value)) {
    return 'only letters, digits, ".", "_", "-" and "/" between segments are allowed';
  }
  return null;
}

function segmentProblem(segment: string): string | null {
  if (segment === '') return 'empty segment ("//")';
  if (segment === '.' || segment === '..') return `"${segment}" segment`;
  if (!SEGMENT.test(segment)) return `segment "${segment}" must not start with "."`;
  return null;
}

function firstProblem(segments: readonly string[]): string | null {
  for (const segment of segments) {
    const problem = segmentProblem(segment);
    if (problem) return problem;
  }
  return null;
}

/** Why `key` is not a storage key, or null when it is one. */
export function storageKeyProblem(key: string): string | null {
  if (key === '') return 'empty';
  const characters = charactersProblem(key);
  if (characters) return characters;
  if (key.endsWith('/')) return 'it must not end with "/"';
  return firstProblem(key.split('/'));
}

/**
 * Why `prefix` is not a storage prefix, or null when it is one. A prefix is the start of keys: whole
 * segments, then optionally the start of one more segment (so `videos/ab` matches `videos/abc/x` and
 * `videos/abd`, as on S3) or a trailing "/".
 */
export function storagePrefixProblem(prefix: string, { allowEmpty }: { allowEmpty: boolean }): string | null {
  if (prefix === '') return allowEmpty ? null : 'empty (deleting everything is not a prefix operation)';
  const characters = charactersProblem(prefix);
  if (characters) return characters;
  const segments = prefix.split('/');
  const last = segments.pop() ?? '';
  return firstProblem(last === '' ? segments : [...segments, last]);
}
