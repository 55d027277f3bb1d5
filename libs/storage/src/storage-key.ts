import { MAX_STORAGE_KEY_LENGTH, storageKeyProblem, storagePrefixProblem } from '@framehouse/domain';
import { StorageError } from './storage-error';

/** S3's own limit on a key's length (the grammar is libs/domain's validation/storage-key.ts). */
export const MAX_KEY_LENGTH = MAX_STORAGE_KEY_LENGTH;

function invalid(kind: 'key' | 'prefix', value: string, reason: string): StorageError {
  return new StorageError('INVALID_KEY', `Invalid storage ${kind} ${JSON.stringify(value)}: ${reason}.`);
}

/** Every driver refuses a key outside the grammar, before it touches anything. */
export function assertValidKey(key: string): void {
  const problem = storageKeyProblem(key);
  if (problem) throw invalid('key', key, problem);
}

export function assertValidPrefix(prefix: string, options: { allowEmpty: boolean }): void {
  const problem = storagePrefixProblem(prefix, options);
  if (problem) throw invalid('prefix', prefix, problem);
}
