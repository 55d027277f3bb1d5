import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { LimitKind, LimitPeriod } from '@framehouse/domain';

@ObjectType('MeteredLimitType', { description: 'Usage beyond the limit billed per unit (not offered yet).' })
export class MeteredLimitType {
  @Field(() => Int) unitsCap!: number;
  @Field(() => String) unitCurrency!: string;
  @Field(() => Float) unitCost!: number;
}

@ObjectType('LimitType')
export class LimitType {
  @Field(() => LimitKind) limit!: LimitKind;
  @Field(() => LimitPeriod) period!: LimitPeriod;
  @Field(() => Int) value!: number;
  @Field(() => MeteredLimitType, { nullable: true }) meteredLimit!: MeteredLimitType | null;
}

@ObjectType('LimitUsageType', {
  description: "One limit of the organization's plan and how much of it is used.",
})
export class LimitUsageType {
  @Field(() => LimitType) limit!: LimitType;
  @Field(() => Float, { description: 'Used share of the limit, 0–1 (may exceed 1 after a plan change).' })
  usage!: number;
  @Field(() => Int, { description: 'Used in the current period.' }) value!: number;
  @Field(() => Int) meteredValue!: number;
  @Field(() => Float) meteredUsage!: number;
}
