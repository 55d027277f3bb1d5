import { Field, InputType } from '@nestjs/graphql';

@InputType()
export class LegalAgreementsInput {
  @Field(() => Boolean) acceptsPrivacyPolicy!: boolean;
  @Field(() => Boolean) acceptsTermsOfUse!: boolean;
}

@InputType()
export class CreateOwnerInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@InputType()
export class AccountDetailsInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A picture as base64 (a data URL prefix is accepted).',
  })
  avatarBase64?: string | null;
}

@InputType()
export class UpdatePasswordInput {
  @Field(() => String) currentPassword!: string;
  @Field(() => String) password!: string;
}
