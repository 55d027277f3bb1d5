import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { CTA_TIMESTAMPS_MAX, CTAS_PER_TIMESTAMP_MAX, CtaType } from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { listOf } from '../../../common/graphql/query-limits';
import { ButtonCtaType, ImageCtaType } from './cta.types';

@InputType('CtaPositionInput', { description: "The CTA's centre in percent of the picture (0–100)." })
export class CtaPositionInput {
  @Field(() => Float) calculatedTop!: number;
  @Field(() => Float) calculatedLeft!: number;
}

@InputType('CtaAnimationInput')
export class CtaAnimationInput {
  @Field(() => String, {
    nullable: true,
    description: 'Jiggle, Bounce, Rotate, Vibrate or Shake; null: the CTA does not move.',
  })
  name?: string | null;
  @Field(() => Float, { description: 'Seconds, 1 to 9.' }) duration!: number;
  @Field(() => Float, { description: 'Seconds: 0 (Constant), 1, 2, 3, 4, 5, 7, 10, 15, 30 or 60.' })
  cycleTime!: number;
}

@InputType('CtaConfigInput')
export class CtaConfigInput {
  @Field(() => Float, { description: 'Percent of the picture width, at most 99.' }) width!: number;
  @Field(() => CtaPositionInput) position!: CtaPositionInput;
  @Field(() => CtaAnimationInput) animation!: CtaAnimationInput;
}

@InputType('VideoCtaInput', { description: 'One CTA of a group: exactly one of buttonCtaId and imageCtaId.' })
export class VideoCtaInput {
  @Field(() => Int, { description: 'Stacking order (list position).' }) order!: number;
  @Field(() => ID, { nullable: true }) buttonCtaId?: string | null;
  @Field(() => ID, { nullable: true }) imageCtaId?: string | null;
  @Field(() => CtaConfigInput) config!: CtaConfigInput;
}

@InputType('CtaTimestampInput')
export class CtaTimestampInput {
  @Field(() => String) name!: string;
  @Field(() => Int, { description: 'Milliseconds of the video.' }) startTimestamp!: number;
  @Field(() => Int, { description: 'Milliseconds; at least 1000 after the start, within the video.' })
  endTimestamp!: number;
  @Field(() => [VideoCtaInput], { description: `At most ${CTAS_PER_TIMESTAMP_MAX}.` })
  ctas!: VideoCtaInput[];
}

@InputType('VideoCtasInput', {
  description: "The video's whole set of CTA timestamps: it replaces the stored one.",
})
export class VideoCtasInput {
  @Field(() => [CtaTimestampInput], { description: `At most ${CTA_TIMESTAMPS_MAX}; none may overlap.` })
  timestamps!: CtaTimestampInput[];
}

@ObjectType('VideoCtaType', { description: 'A CTA placed in a timestamp group.' })
export class VideoCtaType {
  @Field(() => ID) id!: string;
  @Field(() => Int) order!: number;
  @Field(() => CtaType) type!: CtaType;
  @Field(() => ButtonCtaType, { nullable: true }) buttonCta!: ButtonCtaType | null;
  @Field(() => ImageCtaType, { nullable: true }) imageCta!: ImageCtaType | null;
  @Field(() => String, {
    description:
      "The CTA's content as a JSON string: the button's text part, or {imageUrl, url} of an image.",
  })
  template!: string;
  @Field(() => String, {
    nullable: true,
    description: "The button's {background, border, icon} as a JSON string; null for an image.",
  })
  styles!: string | null;
  @Field(() => Float, { description: 'Percent of the picture width.' }) width!: number;
  @Field(() => String, { description: '{width, position, animation} as a JSON string.' }) config!: string;
}

@ObjectType('CtaTimestampType', {
  description: 'A timestamp group: a named range of the video with its CTAs.',
})
export class CtaTimestampType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: 'Milliseconds.' }) startTimestamp!: number;
  @Field(() => Int, { description: 'Milliseconds.' }) endTimestamp!: number;
  @Field(() => [Int], { description: '[startTimestamp, endTimestamp].' }) ranges!: number[];
  @Field(() => [VideoCtaType], { complexity: listOf(CTAS_PER_TIMESTAMP_MAX) }) ctas!: VideoCtaType[];
}

@ObjectType()
export class VideoCtasPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) videoId?: string | null;
  @Field(() => [CtaTimestampType], { nullable: true, complexity: listOf(CTA_TIMESTAMPS_MAX) })
  ctaTimestamps?: CtaTimestampType[] | null;
}
