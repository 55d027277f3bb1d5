import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { LimitKind, limitPeriodStart, planLimit, usageFraction } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { LimitsService } from '../limits/limits.service';
import { LimitUsageType } from './dtos/limit-usage.type';
import { SubscriptionType } from './dtos/subscription.type';

@Resolver(() => SubscriptionType)
export class SubscriptionResolver {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limits: LimitsService,
  ) {}

  /** Every limit the plan sets (an unlimited kind is not listed) with the current period's use. */
  @ResolveField(() => [LimitUsageType])
  async limitsUsage(@Parent() subscription: SubscriptionType): Promise<LimitUsageType[]> {
    const now = new Date();
    const usages: LimitUsageType[] = [];
    for (const kind of Object.values(LimitKind)) {
      const limit = planLimit(subscription.plan, kind);
      if (!limit) continue;
      const used = await this.limits.used(
        this.dataSource.manager,
        subscription.organizationId,
        kind,
        limitPeriodStart(limit.period, now),
      );
      usages.push({
        limit: { limit: kind, period: limit.period, value: limit.value, meteredLimit: null },
        usage: usageFraction(used, limit.value),
        value: used,
        meteredValue: 0,
        meteredUsage: 0,
      });
    }
    return usages;
  }
}
