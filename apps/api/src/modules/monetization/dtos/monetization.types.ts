import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AdDensity, AdLocation, AdType } from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';

registerEnumType(AdType, { name: 'AdType' });
registerEnumType(AdDensity, { name: 'AdDensity' });
registerEnumType(AdLocation, { name: 'AdLocation' });

@ObjectType('OrganizationMonetizationType', { description: 'An ad tag of the organization (a VAST URL).' })
export class OrganizationMonetizationType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) monetizationUrl!: string;
  @Field(() => Boolean, { description: 'Exactly one tag is the default; it is always active.' })
  default!: boolean;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Date) created!: Date;
}

@InputType('OrganizationMonetizationInput', {
  description: 'On create name and monetizationUrl are required; on update an omitted field is kept.',
})
export class OrganizationMonetizationInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) monetizationUrl?: string | null;
  @Field(() => Boolean, { nullable: true }) default?: boolean | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
}

@ObjectType()
export class OrganizationMonetizationPayload extends MutationPayload {
  @Field(() => OrganizationMonetizationType, { nullable: true })
  organizationMonetization?: OrganizationMonetizationType | null;
}

@ObjectType()
export class DeleteOrganizationMonetizationPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedId?: string | null;
}

@ObjectType('VideoOrgMonetizationType', { description: "The ad tag a video's ads come from." })
export class VideoOrgMonetizationType {
  @Field(() => ID) id!: string;
  @Field(() => String) monetizationUrl!: string;
}

@ObjectType('VideoMonetizationType')
export class VideoMonetizationType {
  @Field(() => VideoOrgMonetizationType, {
    nullable: true,
    description: 'The chosen tag, or the default one (useDefaultMonetization); null when there is none.',
  })
  orgMonetization!: VideoOrgMonetizationType | null;
  @Field(() => Boolean) useDefaultMonetization!: boolean;
  @Field(() => Boolean, {
    description: "The video's switch; ads play only while the organization's is on as well.",
  })
  isMonetizationEnabled!: boolean;
  @Field(() => AdType) adType!: AdType;
  @Field(() => AdDensity) adDensity!: AdDensity;
  @Field(() => [AdLocation]) adLocation!: AdLocation[];
}

@InputType('VideoMonetizationInput', { description: 'An omitted field is kept.' })
export class VideoMonetizationInput {
  @Field(() => Boolean, { nullable: true }) isMonetizationEnabled?: boolean | null;
  @Field(() => ID, { nullable: true, description: 'An active ad tag of the organization.' })
  orgMonetization?: string | null;
  @Field(() => Boolean, { nullable: true, description: "True: the organization's default ad tag." })
  useDefaultMonetization?: boolean | null;
  @Field(() => AdType, { nullable: true }) adType?: AdType | null;
  @Field(() => AdDensity, { nullable: true }) adDensity?: AdDensity | null;
  @Field(() => [AdLocation], { nullable: true }) adLocation?: AdLocation[] | null;
}

@ObjectType()
export class VideoMonetizationPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) videoId?: string | null;
  @Field(() => VideoMonetizationType, { nullable: true }) monetization?: VideoMonetizationType | null;
}
