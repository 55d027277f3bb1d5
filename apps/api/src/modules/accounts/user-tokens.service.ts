import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@framehouse/domain';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { UserTokenPurpose } from './user-token-purpose';
import { UserToken } from './user-token.entity';

const HOUR = 60 * 60 * 1000;

/** How long each mailed link stays valid. */
export const TOKEN_LIFETIME_MS: Record<UserTokenPurpose, number> = {
  [UserTokenPurpose.ACCOUNT_VERIFICATION]: 7 * 24 * HOUR,
  [UserTokenPurpose.MEMBER_INVITATION]: 7 * 24 * HOUR,
  [UserTokenPurpose.PASSWORD_RESET]: 2 * HOUR,
  [UserTokenPurpose.EMAIL_CHANGE]: 24 * HOUR,
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use, expiring tokens for mailed links. Issuing a new one voids the user's earlier ones. */
@Injectable()
export class UserTokensService {
  async issue(
    manager: EntityManager,
    userId: string,
    purpose: UserTokenPurpose,
    data: Record<string, string> | null = null,
  ): Promise<string> {
    const repository = manager.getRepository(UserToken);
    await repository.update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    const token = randomBytes(32).toString('base64url');
    await repository.insert({
      userId,
      purpose,
      data,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    });
    return token;
  }

  /** The address of the account a token was mailed for, read without a lock, so that a lock can come first. */
  async recipient(manager: EntityManager, token: string): Promise<string | null> {
    if (!token) return null;
    const found = await manager
      .getRepository(UserToken)
      .findOne({ where: { tokenHash: digest(token) }, relations: { user: true } });
    return found?.user?.email ?? null;
  }

  /** Marks the token used and returns it; an unknown or used token is TOKEN_INVALID, a late one TOKEN_EXPIRED. */
  async consume(
    manager: EntityManager,
    token: string,
    purposes: UserTokenPurpose[],
    field = 'token',
  ): Promise<UserToken> {
    const repository = manager.getRepository(UserToken);
    const found = token
      ? await repository.findOne({ where: { tokenHash: digest(token) }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!found || !purposes.includes(found.purpose) || found.usedAt) {
      throw contractError(ErrorCode.TOKEN_INVALID, { field });
    }
    if (found.expiresAt.getTime() < Date.now()) throw contractError(ErrorCode.TOKEN_EXPIRED, { field });
    found.usedAt = new Date();
    await repository.save(found);
    return found;
  }
}
