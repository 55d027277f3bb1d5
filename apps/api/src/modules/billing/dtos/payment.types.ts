import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { SubscriptionType } from './subscription.type';

@InputType()
export class PaymentSessionInput {
  @Field(() => String, { description: 'A page of this site the checkout returns to once paid.' })
  successUrl!: string;
  @Field(() => String, { description: 'A page of this site the checkout returns to when abandoned.' })
  cancelUrl!: string;
}

@ObjectType('PaymentSessionType')
export class PaymentSessionType {
  @Field(() => String) id!: string;
  @Field(() => String, { description: 'The hosted checkout session identifier.' })
  stripePaymentSessionId!: string;
  @Field(() => String, { description: "The hosted checkout's address, where the browser is sent." })
  url!: string;
}

@ObjectType()
export class CreatePaymentSessionPayload extends MutationPayload {
  @Field(() => PaymentSessionType, { nullable: true }) paymentSession?: PaymentSessionType | null;
}

@ObjectType()
export class CreateCustomerPortalSessionPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: "The payment provider's billing portal." })
  url?: string | null;
}

@ObjectType()
export class CancelSubscriptionPayload extends MutationPayload {
  @Field(() => SubscriptionType, { nullable: true }) subscription?: SubscriptionType | null;
}
