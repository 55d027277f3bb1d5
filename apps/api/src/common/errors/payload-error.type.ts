import { Field, ObjectType } from '@nestjs/graphql';
import type { PayloadError } from './contract-error';

@ObjectType('ErrorType', { description: 'A failure of a mutation: catalogue code, field and messages.' })
export class PayloadErrorType implements PayloadError {
  @Field(() => String, { nullable: true })
  field!: string | null;

  @Field(() => [String])
  messages!: string[];

  @Field(() => String, { description: 'The catalogue code, e.g. PASSWORD_TOO_SHORT.' })
  name!: string;
}

/** Base of every mutation payload: `errors` is empty on success. */
@ObjectType({ isAbstract: true })
export abstract class MutationPayload {
  @Field(() => [PayloadErrorType])
  errors: PayloadError[] = [];
}
