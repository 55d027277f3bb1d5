import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { LimitKind, LimitPeriod } from '@framehouse/domain';

@ObjectType('MeteredLimitType', {
  description: 'Use beyond the limit billed per unit: the total limit is value + unitsCap.',
})
export class MeteredLimitType {
  @Field(() => Int, { description: 'Units allowed beyond the base value.' }) unitsCap!: number;
  @Field(() => String, { description: 'e.g. usd.' }) unitCurrency!: string;
  @Field(() => Float, { description: 'Cost of one unit (a second, for a duration limit).' })
  unitCost!: number;
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
  @Field(() => Float, {
    description:
      'Used share of the base value, 0–1. With metering it stops at 1 (the rest is meteredValue); without, ' +
      'it may exceed 1 after a plan change.',
  })
  usage!: number;
  @Field(() => Int, { description: 'Used in the current period (items, or seconds of media).' })
  value!: number;
  @Field(() => Int, {
    description: 'Units used beyond the base value, billed per unit (0 without metering).',
  })
  meteredValue!: number;
  @Field(() => Float, { description: 'Used share of the metered units cap, 0–1 (0 without metering).' })
  meteredUsage!: number;
}
