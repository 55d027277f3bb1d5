import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { SubscriptionPlan, SubscriptionStatus } from '@framehouse/domain';

@ObjectType('SubscriptionType')
export class SubscriptionType {
  @Field(() => ID) id!: string;
  @Field(() => SubscriptionPlan) plan!: SubscriptionPlan;
  @Field(() => SubscriptionStatus, {
    description: 'INACTIVE once a trial or a cancelled subscription has ended.',
  })
  status!: SubscriptionStatus;
  @Field(() => Float, { nullable: true }) cost!: number | null;
  @Field(() => String) currency!: string;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  /** For the limitsUsage field resolver; not a GraphQL field. */
  organizationId!: string;
}
