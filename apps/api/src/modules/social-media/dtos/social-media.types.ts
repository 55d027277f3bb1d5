import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ShareTarget, SocialPlatform } from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';

registerEnumType(SocialPlatform, { name: 'SocialPlatform' });
registerEnumType(ShareTarget, {
  name: 'ShareTarget',
  description: 'Where a public page can be shared; TWITTER is shown "X (Twitter)".',
});

@ObjectType('SocialMediaPlatformType', {
  description: 'A social media account of the organization, linked from its public pages.',
})
export class SocialMediaPlatformType {
  @Field(() => ID) id!: string;
  @Field(() => SocialPlatform) platformName!: SocialPlatform;
  @Field(() => String) label!: string;
  @Field(() => String) accountUrl!: string;
  @Field(() => Date) created!: Date;
}

@InputType('SocialMediaPlatformInput', {
  description:
    'On create every field is required. On update an omitted label or accountUrl is kept, and platformName ' +
    "may only repeat the entry's own (the platform cannot change).",
})
export class SocialMediaPlatformInput {
  @Field(() => SocialPlatform, { nullable: true }) platformName?: SocialPlatform | null;
  @Field(() => String, { nullable: true, description: 'At most 32 characters.' }) label?: string | null;
  @Field(() => String, { nullable: true, description: 'An http or https address, at most 2048 characters.' })
  accountUrl?: string | null;
}

@ObjectType()
export class SocialMediaPlatformPayload extends MutationPayload {
  @Field(() => SocialMediaPlatformType, { nullable: true })
  socialMediaPlatform?: SocialMediaPlatformType | null;
}

@ObjectType()
export class DeleteSocialMediaPlatformPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedId?: string | null;
}

@ObjectType('ShareSocialMediaIconType', { description: 'Whether the public pages show one share target.' })
export class ShareSocialMediaIconType {
  @Field(() => ShareTarget) platformName!: ShareTarget;
  @Field(() => Boolean) visible!: boolean;
}

@InputType('ShareSocialMediaIconInput')
export class ShareSocialMediaIconInput {
  @Field(() => ShareTarget) platformName!: ShareTarget;
  @Field(() => Boolean) visible!: boolean;
}

@ObjectType()
export class UpdateShareSocialMediaIconsPayload extends MutationPayload {
  @Field(() => [ShareSocialMediaIconType], {
    nullable: true,
    description: 'All six targets in the fixed order, after the change.',
  })
  shareSocialMediaIcons?: ShareSocialMediaIconType[] | null;
}
