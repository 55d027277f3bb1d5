import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../../../common/errors/payload-error.type';

@ObjectType('PromotedContentSettingsType', {
  description: 'Promo cards of a video: promoted objects shown in the first and/or last 5 seconds.',
})
export class PromotedContentSettingsType {
  @Field(() => Boolean, { description: 'The feature is on (toggleVideoPromotedContent).' })
  promoteObjects!: boolean;
  @Field(() => Boolean, { description: 'Cards show during the first 5 seconds.' }) promoteAtStart!: boolean;
  @Field(() => Boolean, { description: 'Cards show during the last 5 seconds.' }) promoteAtEnd!: boolean;
  @Field(() => String, { description: 'Required, max 25.' }) promotedObjectsLabel!: string;
}

@InputType('PromotedContentSettingsInput', { description: 'An omitted switch keeps its value.' })
export class PromotedContentSettingsInput {
  @Field(() => Boolean, { nullable: true }) promoteObjects?: boolean | null;
  @Field(() => Boolean, { nullable: true }) promoteAtStart?: boolean | null;
  @Field(() => Boolean, { nullable: true }) promoteAtEnd?: boolean | null;
  @Field(() => String, { nullable: true }) promotedObjectsLabel?: string | null;
}

@ObjectType()
export class VideoPromotedContentPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) videoId?: string | null;
  @Field(() => PromotedContentSettingsType, { nullable: true })
  promotedContentSettings?: PromotedContentSettingsType | null;
}
