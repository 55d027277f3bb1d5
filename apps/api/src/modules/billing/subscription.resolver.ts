import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LimitsService } from '../limits/limits.service';
import { LimitUsageType } from './dtos/limit-usage.type';
import { SubscriptionType } from './dtos/subscription.type';
import { PaymentsService } from './payments/payments.service';

@Resolver(() => SubscriptionType)
export class SubscriptionResolver {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limits: LimitsService,
    private readonly payments: PaymentsService,
  ) {}

  @ResolveField(() => Boolean, {
    description:
      "Whether this server takes card payments for the organization's plan: without, a member asks the " +
      'administrator of the server to renew it.',
  })
  paymentsEnabled(@Parent() subscription: SubscriptionType): boolean {
    return this.payments.sellsTo(subscription.plan);
  }

  @ResolveField(() => Boolean, {
    description: "Whether the organization has paid by card here, so the provider's billing portal opens.",
  })
  billingPortalAvailable(@Parent() subscription: SubscriptionType): boolean {
    return subscription.hasProviderCustomer && this.payments.sellsTo(subscription.plan);
  }

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
