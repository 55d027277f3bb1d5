import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_ORDER_BY, ErrorCode, validateApiKeyName, validateMaxLength } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { paginate, type Connection } from '../../common/graphql/connection';
import { isUuid } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../database/unique-violation';
import type { Session } from '../auth/session';
import { ApiKeyCipher, apiKeyDigest, generateApiKey, isApiKeyFormat } from './api-key-crypto';
import { D2C_API_KEY_NAME_UNIQUE_INDEX, D2CApiKey } from './d2c-api-key.entity';
import type { D2CApiKeysArgs, D2CApiKeyType } from './dtos/d2c.types';

export const API_KEY_NAME_MAX = 100;

/**
 * The organization's D2C API keys: list, create, revoke, and finding the key a plugin's request carries.
 * Names are unique per organization among active keys, regardless of case.
 */
@Injectable()
export class D2CApiKeysService {
  private readonly cipher: ApiKeyCipher;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cipher = new ApiKeyCipher(config.encryptionKey);
  }

  list(organizationId: string, args: D2CApiKeysArgs): Promise<Connection<D2CApiKey>> {
    const query = this.dataSource
      .getRepository(D2CApiKey)
      .createQueryBuilder('apiKey')
      .where('apiKey.organizationId = :organizationId', { organizationId });
    if (typeof args.revoked === 'boolean')
      query.andWhere('apiKey.revoked = :revoked', { revoked: args.revoked });
    return paginate(query, args, {
      orderable: {
        name: 'LOWER(apiKey.name)',
        revoked: 'apiKey.revoked',
        created: 'apiKey.created',
      },
      defaultOrderBy: DEFAULT_ORDER_BY,
      searchable: ['apiKey.name'],
      tieBreaker: 'apiKey.id',
    });
  }

  /** A new key named `name`: the spec's name rule as it is (no trimming: a space is refused by it). */
  async create(session: Session, name: string): Promise<D2CApiKey> {
    new ErrorList()
      .check('name', validateApiKeyName(name) ?? validateMaxLength(name, API_KEY_NAME_MAX))
      .throwIfAny();
    const organizationId = session.organization.id;
    const keys = this.dataSource.getRepository(D2CApiKey);
    const taken = await keys
      .createQueryBuilder('apiKey')
      .where('apiKey.organizationId = :organizationId', { organizationId })
      .andWhere('NOT apiKey.revoked')
      .andWhere('LOWER(apiKey.name) = LOWER(:name)', { name })
      .getExists();
    if (taken) throw contractError(ErrorCode.DUPLICATED_API_KEY_NAME, { field: 'name' });
    const id = randomUUID();
    const key = generateApiKey();
    try {
      return await keys.save(
        keys.create({
          id,
          organizationId,
          name,
          keyCiphertext: this.cipher.encrypt(key, id),
          keyDigest: apiKeyDigest(key),
          createdById: session.user.id,
        }),
      );
    } catch (error) {
      // Two creations with one name at the same moment: the partial unique index kept the second out.
      if (isUniqueViolation(error, D2C_API_KEY_NAME_UNIQUE_INDEX)) {
        throw contractError(ErrorCode.DUPLICATED_API_KEY_NAME, { field: 'name' });
      }
      throw error;
    }
  }

  /** Revokes the caller's key for good; revoking a revoked key changes nothing. */
  async revoke(session: Session, id: string): Promise<D2CApiKey> {
    const keys = this.dataSource.getRepository(D2CApiKey);
    const key = isUuid(id)
      ? await keys.findOne({ where: { id, organizationId: session.organization.id } })
      : null;
    if (!key) throw contractError(ErrorCode.NOT_FOUND, { field: 'id' });
    if (key.revoked) return key;
    await keys.update({ id: key.id, revoked: false }, { revoked: true, revokedAt: new Date() });
    return keys.findOneOrFail({ where: { id: key.id } });
  }

  /** The active key a request presents, or null (unknown, malformed or revoked). */
  async findActive(presented: string): Promise<D2CApiKey | null> {
    if (!isApiKeyFormat(presented)) return null;
    return this.dataSource
      .getRepository(D2CApiKey)
      .findOne({ where: { keyDigest: apiKeyDigest(presented), revoked: false } });
  }

  present(apiKey: D2CApiKey): D2CApiKeyType {
    return {
      id: apiKey.id,
      name: apiKey.name,
      key: this.cipher.decrypt(apiKey.keyCiphertext, apiKey.id),
      revoked: apiKey.revoked,
      created: apiKey.created,
    };
  }
}
