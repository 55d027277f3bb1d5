import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  isLimitReached,
  LimitPeriod,
  limitPeriodStart,
  planLimit,
  planLimitExceededMessage,
  type LimitKind,
  type PlanLimit,
  type SubscriptionPlan,
} from '@framehouse/domain';
import type { EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { UsageRecord } from './usage-record.entity';

const NOTHING: PlanLimit = { period: LimitPeriod.TOTAL, value: 0 };

/** The plan limits of platform §3, counted from the organization's usage records. */
@Injectable()
export class LimitsService {
  /** How much of a kind the organization used in the limit's current period (or ever, for TOTAL). */
  async used(
    manager: EntityManager,
    organizationId: string,
    kind: LimitKind,
    since: Date | null,
  ): Promise<number> {
    const query = manager
      .getRepository(UsageRecord)
      .createQueryBuilder('record')
      .select('COALESCE(SUM(record.quantity), 0)', 'used')
      .where('record.organizationId = :organizationId', { organizationId })
      .andWhere('record.kind = :kind', { kind });
    if (since) query.andWhere('record.created >= :since', { since });
    const row = await query.getRawOne<{ used: string }>();
    return Number(row?.used ?? 0);
  }

  /**
   * Records one use, or refuses with PLAN_LIMIT_EXCEEDED when the plan's limit is reached. Call it inside
   * the transaction that creates the thing: an advisory lock per organization and kind makes two
   * concurrent uses count one after the other, so the limit holds exactly.
   */
  async consume(
    manager: EntityManager,
    organizationId: string,
    plan: SubscriptionPlan | null | undefined,
    kind: LimitKind,
    subjectId: string,
    quantity = 1,
  ): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `limits:${organizationId}:${kind}`,
    ]);
    // Without a plan there is nothing to use (and its members hold no permission that gets here).
    const limit = plan ? planLimit(plan, kind) : NOTHING;
    if (limit) {
      const used = await this.used(manager, organizationId, kind, limitPeriodStart(limit.period, new Date()));
      if (isLimitReached(used, limit, quantity)) {
        throw contractError(ErrorCode.PLAN_LIMIT_EXCEEDED, { message: planLimitExceededMessage(kind) });
      }
    }
    const records = manager.getRepository(UsageRecord);
    await records.insert(records.create({ organizationId, kind, quantity, subjectId }));
  }

  /** Gives back the use an action recorded, when the action is undone before it completed. */
  async release(manager: EntityManager, organizationId: string, kind: LimitKind, subjectId: string) {
    await manager.getRepository(UsageRecord).delete({ organizationId, kind, subjectId });
  }
}
