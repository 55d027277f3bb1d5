import { SubscriptionPlan, SubscriptionStatus } from '@framehouse/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { Organization } from '../organizations/organization.entity';

@Entity('subscriptions')
@Index('subscriptions_stripe_subscription', ['stripeSubscriptionId'], { unique: true })
@Index('subscriptions_stripe_customer', ['stripeCustomerId'])
export class Subscription {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', unique: true })
  organizationId!: string;

  // By name: another module's entity is imported as a type only (docs/decisions.md, module ownership).
  @OneToOne<Organization>('Organization', (organization) => organization.subscription, {
    onDelete: 'CASCADE',
  })
  @JoinColumn({ name: 'organizationId' })
  organization?: Relation<Organization>;

  @Column({ type: 'enum', enum: SubscriptionPlan, enumName: 'subscription_plan' })
  plan!: SubscriptionPlan;

  @Column({ type: 'enum', enum: SubscriptionStatus, enumName: 'subscription_status' })
  status!: SubscriptionStatus;

  /** Price per billing period in `currency`; null for trials and operator-granted plans. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  cost!: string | null;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency!: string;

  /** When a trial or a cancelled subscription ends; past it the subscription is inactive. */
  @Column({ type: 'timestamptz', nullable: true })
  endsAt!: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId!: string | null;

  /**
   * The payment provider's own state of the subscription (Stripe's `past_due`, `canceled`, …), as last
   * read from it; null for trials and operator-granted plans.
   */
  @Column({ type: 'varchar', length: 32, nullable: true })
  providerState!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
