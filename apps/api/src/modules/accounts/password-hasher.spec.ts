import { ErrorCode } from '@framehouse/domain';
import { ContractError } from '../../common/errors/contract-error';
import { HASH_CONCURRENCY, HASH_QUEUE_LENGTH, hashPassword, verifyPassword } from './password-hasher';

const PASSWORD = 'correct-Horse-battery-9';

describe('password hashing under a burst', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword(PASSWORD);
  });

  // Each burst runs HASH_CONCURRENCY + HASH_QUEUE_LENGTH real argon2 hashes (19 MiB each), two at a
  // time: under 2 s on a quiet machine, many times that on CI's busy 2 cores, past jest's default 5 s.
  const BURST_TIMEOUT_MS = 120_000;

  it.each([
    ['verifications', () => verifyPassword(hash, PASSWORD)],
    ['hashes', () => hashPassword(PASSWORD)],
  ])(
    'a burst of %s past the running ones and the queue is refused with RATE_LIMITED, not queued on the thread pool',
    async (_kind, work: () => Promise<unknown>) => {
      const accepted = HASH_CONCURRENCY + HASH_QUEUE_LENGTH;
      const results = await Promise.allSettled(Array.from({ length: accepted + 3 }, () => work()));
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(refused).toHaveLength(3);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(ContractError);
        expect((reason as ContractError).code).toBe(ErrorCode.RATE_LIMITED);
      }
      // The refused ones were the last to arrive; every accepted one did its work.
      expect(results.slice(accepted).every((result) => result.status === 'rejected')).toBe(true);
      expect(
        results.slice(0, accepted).every((result) => result.status === 'fulfilled' && result.value),
      ).toBe(true);
    },
    BURST_TIMEOUT_MS,
  );

  it('takes work again once the burst has drained', async () => {
    expect(await verifyPassword(hash, PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, 'wrong-Horse-battery-9')).toBe(false);
  });
});
