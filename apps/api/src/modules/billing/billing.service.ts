import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  isPaidPlan,
  PLAN_ACTIVE_STATUS,
  SubscriptionPlan,
  SubscriptionStatus,
  TRIAL_LENGTH_DAYS,
} from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import type { EntityManager } from 'typeorm';
import { Subscription } from './subscription.entity';

const DAY = 24 * 60 * 60 * 1000;

/** The status a plan starts in: paid plans stay INACTIVE until the payment provider confirms payment. */
function initialStatus(plan: SubscriptionPlan): SubscriptionStatus {
  return isPaidPlan(plan) ? SubscriptionStatus.INACTIVE : PLAN_ACTIVE_STATUS[plan];
}

const TRIAL_PLANS: readonly SubscriptionPlan[] = [SubscriptionPlan.TRIAL, SubscriptionPlan.D2C_TRIAL];

@Injectable()
export class BillingService {
  /** The organization's subscription, for callers without a session (D2C API keys, queue events). */
  findForOrganization(manager: EntityManager, organizationId: string): Promise<Subscription | null> {
    return manager.getRepository(Subscription).findOne({ where: { organizationId } });
  }

  /** The organization's subscription of the chosen plan, created with the organization. */
  async startSubscription(
    manager: EntityManager,
    organizationId: string,
    plan: SubscriptionPlan,
  ): Promise<Subscription> {
    const repository = manager.getRepository(Subscription);
    return repository.save(
      repository.create({
        organizationId,
        plan,
        status: initialStatus(plan),
        endsAt: TRIAL_PLANS.includes(plan) ? new Date(Date.now() + TRIAL_LENGTH_DAYS * DAY) : null,
      }),
    );
  }

  /**
   * An operator's grant (the admin CLI's set-plan): the plan runs until `until`, or without end. It is
   * how a server that sells nothing by card renews organizations; where cards are taken, the provider's
   * next event about a paid subscription sets the row again.
   */
  async setPlan(
    manager: EntityManager,
    organizationId: string,
    plan: SubscriptionPlan,
    until: Date | null,
  ): Promise<Subscription> {
    const repository = manager.getRepository(Subscription);
    const subscription = await repository.findOne({
      where: { organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!subscription) throw contractError(ErrorCode.NOT_FOUND);
    Object.assign(subscription, {
      plan,
      status: PLAN_ACTIVE_STATUS[plan],
      endsAt: until,
      cost: null,
    });
    return repository.save(subscription);
  }
}
