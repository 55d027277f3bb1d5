import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  isLimitReached,
  LimitKind,
  LimitPeriod,
  limitPeriodStart,
  limitRemaining,
  limitUsageFigures,
  meteredUnitsAdded,
  planLimit,
  planLimitExceededMessage,
  type LimitUsageFigures,
  type PlanLimit,
  type SubscriptionPlan,
} from '@framehouse/domain';
import type { EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { UsageRecord } from './usage-record.entity';

const NOTHING: PlanLimit = { period: LimitPeriod.TOTAL, value: 0 };

/** One limit of a plan with what the organization used of it in the current period. */
export interface LimitUsage extends LimitUsageFigures {
  kind: LimitKind;
  limit: PlanLimit;
}

/**
 * The outcome of tryConsume: recorded, with how many of its units went beyond the base value into the
 * metered part (billed per unit), or refused with what was left of the limit.
 */
export type ConsumeOutcome = { consumed: true; metered: number } | { consumed: false; remaining: number };

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
   * Records one use (or `quantity` units), or refuses with PLAN_LIMIT_EXCEEDED when that would go over the
   * plan's limit. Call it inside the transaction that creates the thing: an advisory lock per
   * organization and kind makes two concurrent uses count one after the other, so the limit holds exactly.
   */
  async consume(
    manager: EntityManager,
    organizationId: string,
    plan: SubscriptionPlan | null | undefined,
    kind: LimitKind,
    subjectId: string,
    quantity = 1,
  ): Promise<void> {
    const outcome = await this.tryConsume(manager, organizationId, plan, kind, subjectId, quantity);
    if (!outcome.consumed) {
      throw contractError(ErrorCode.PLAN_LIMIT_EXCEEDED, { message: planLimitExceededMessage(kind) });
    }
  }

  /**
   * As consume, but a subject already counted in the limit's current period (or ever, for TOTAL) is not
   * counted again: publishing a video counts once, republishing it does not.
   */
  async consumeOncePerPeriod(
    manager: EntityManager,
    organizationId: string,
    plan: SubscriptionPlan | null | undefined,
    kind: LimitKind,
    subjectId: string,
  ): Promise<void> {
    await this.lock(manager, organizationId, kind);
    const limit = this.limitOf(plan, kind);
    const counted = manager
      .getRepository(UsageRecord)
      .createQueryBuilder('record')
      .where('record.organizationId = :organizationId', { organizationId })
      .andWhere('record.kind = :kind AND record.subjectId = :subjectId', { kind, subjectId });
    const since = limit ? limitPeriodStart(limit.period, new Date()) : null;
    if (since) counted.andWhere('record.created >= :since', { since });
    if (await counted.getExists()) return;
    await this.consume(manager, organizationId, plan, kind, subjectId);
  }

  /** As consume, but a refusal is an outcome carrying what is left, for a caller that words its own reason. */
  async tryConsume(
    manager: EntityManager,
    organizationId: string,
    plan: SubscriptionPlan | null | undefined,
    kind: LimitKind,
    subjectId: string,
    quantity = 1,
  ): Promise<ConsumeOutcome> {
    await this.lock(manager, organizationId, kind);
    const limit = this.limitOf(plan, kind);
    let metered = 0;
    if (limit) {
      const used = await this.used(manager, organizationId, kind, limitPeriodStart(limit.period, new Date()));
      if (isLimitReached(used, limit, quantity)) {
        return { consumed: false, remaining: limitRemaining(used, limit) ?? 0 };
      }
      metered = meteredUnitsAdded(used, quantity, limit);
    }
    const records = manager.getRepository(UsageRecord);
    await records.insert(records.create({ organizationId, kind, quantity, subjectId }));
    return { consumed: true, metered };
  }

  /**
   * Refuses with PLAN_LIMIT_EXCEEDED when nothing at all is left of the limit, before anything is
   * created: for uses whose size is known only later (a transcription's duration, once probed).
   */
  async assertAvailable(
    manager: EntityManager,
    organizationId: string,
    plan: SubscriptionPlan | null | undefined,
    kind: LimitKind,
  ): Promise<void> {
    const limit = this.limitOf(plan, kind);
    if (!limit) return;
    const used = await this.used(manager, organizationId, kind, limitPeriodStart(limit.period, new Date()));
    if (isLimitReached(used, limit)) {
      throw contractError(ErrorCode.PLAN_LIMIT_EXCEEDED, { message: planLimitExceededMessage(kind) });
    }
  }

  /** Every limit the plan sets (an unlimited kind is not listed) with the current period's use. */
  async limitsUsage(
    manager: EntityManager,
    organizationId: string,
    plan: SubscriptionPlan,
    now = new Date(),
  ): Promise<LimitUsage[]> {
    const usages: LimitUsage[] = [];
    for (const kind of Object.values(LimitKind)) {
      const limit = planLimit(plan, kind);
      if (!limit) continue;
      const used = await this.used(manager, organizationId, kind, limitPeriodStart(limit.period, now));
      usages.push({ kind, limit, ...limitUsageFigures(used, limit) });
    }
    return usages;
  }

  private lock(manager: EntityManager, organizationId: string, kind: LimitKind): Promise<unknown> {
    return manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `limits:${organizationId}:${kind}`,
    ]);
  }

  /** Without a plan there is nothing to use (and its members hold no permission that gets here). */
  private limitOf(plan: SubscriptionPlan | null | undefined, kind: LimitKind): PlanLimit | null {
    return plan ? planLimit(plan, kind) : NOTHING;
  }

  /** Gives back the use an action recorded, when the action is undone before it completed. */
  async release(manager: EntityManager, organizationId: string, kind: LimitKind, subjectId: string) {
    await manager.getRepository(UsageRecord).delete({ organizationId, kind, subjectId });
  }
}
