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
  @Field(() => Boolean, {
    description: 'The last payment failed and the provider is retrying the card (the plan holds meanwhile).',
  })
  paymentFailed!: boolean;
  /** For the field resolvers; not GraphQL fields. */
  organizationId!: string;
  hasProviderCustomer!: boolean;
}
