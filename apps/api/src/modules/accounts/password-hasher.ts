import { ErrorCode } from '@framehouse/domain';
import * as argon2 from 'argon2';
import { concurrencyLimit } from '../../common/concurrency/concurrency-limit';
import { contractError } from '../../common/errors/contract-error';

// OWASP's argon2id setting: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool (4 threads), which file access, DNS and sharp share: hashes take
 * half of it, so a burst of sign-ins cannot stall the rest of the API.
 */
export const HASH_CONCURRENCY = 2;
/** A couple of seconds of waiting at most; past it a burst is refused rather than queued without end. */
export const HASH_QUEUE_LENGTH = 64;

const hashing = concurrencyLimit(HASH_CONCURRENCY, HASH_QUEUE_LENGTH, () =>
  contractError(ErrorCode.RATE_LIMITED),
);

export const hashPassword = (password: string): Promise<string> =>
  hashing(() => argon2.hash(password, OPTIONS));

/** False for a wrong password or a malformed hash; a refusal of the burst limit is thrown. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  return hashing(() => argon2.verify(hash, password).catch(() => false));
}
