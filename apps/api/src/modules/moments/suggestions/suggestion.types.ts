import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TIMESTAMP_DESCRIPTION } from '../../../common/graphql/time-range.type';
import { BoundaryReason } from '../../../common/boundaries/video-boundaries';

registerEnumType(BoundaryReason, {
  name: 'MomentSuggestionReason',
  description: 'Why a suggested moment starts or ends where it does.',
});

@ObjectType('SuggestedMoment', {
  description:
    'A range the video could be cut at, not yet a moment: inside the video, at least 5 s, overlapping ' +
    'neither the other suggestions nor the moments the video has now.',
})
export class SuggestedMomentType {
  @Field(() => Int, { description: 'Milliseconds.' }) start!: number;
  @Field(() => Int, { description: 'Milliseconds.' }) end!: number;
  @Field(() => String, { description: TIMESTAMP_DESCRIPTION }) startTimestamp!: string;
  @Field(() => String, { description: TIMESTAMP_DESCRIPTION }) endTimestamp!: string;
  @Field(() => String, { description: 'The first words of its first sentence, or "Scene at …"; max 256.' })
  title!: string;
  @Field(() => [BoundaryReason]) reasons!: BoundaryReason[];
}
