import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { PaymentSessionType } from '../../billing/dtos/payment.types';
import { OrganizationType } from './organization.type';

@InputType()
export class OrganizationInput {
  @Field(() => String, { nullable: true, description: 'Optional: used in invitation emails.' })
  name?: string | null;
}

@ObjectType()
export class CreateOrganizationPayload extends MutationPayload {
  @Field(() => OrganizationType, { nullable: true }) organization?: OrganizationType | null;
  @Field(() => PaymentSessionType, { nullable: true }) paymentSession?: PaymentSessionType | null;
}

@ObjectType()
export class UpdateOrganizationPayload extends MutationPayload {
  @Field(() => OrganizationType, { nullable: true }) organization?: OrganizationType | null;
}

@ObjectType()
export class DeleteOrganizationLogoPayload extends MutationPayload {}
