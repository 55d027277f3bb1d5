import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
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
    const usages = await this.limits.limitsUsage(
      this.dataSource.manager,
      subscription.organizationId,
      subscription.plan,
    );
    return usages.map(({ kind, limit, usage, value, meteredValue, meteredUsage }) => ({
      limit: { limit: kind, period: limit.period, value: limit.value, meteredLimit: limit.metered ?? null },
      usage,
      value,
      meteredValue,
      meteredUsage,
    }));
  }
}
