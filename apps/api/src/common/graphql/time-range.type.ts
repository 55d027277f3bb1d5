import { Field, Int, ObjectType } from '@nestjs/graphql';

/** A part of a video (moments, objects): milliseconds from its start, start inclusive, end exclusive. */
@ObjectType('TimeRangeType', { description: 'A time range in milliseconds from the start of the video.' })
export class TimeRangeType {
  @Field(() => Int) start!: number;
  @Field(() => Int) end!: number;
}

/** How the API writes a time in its timestamp fields. */
export const TIMESTAMP_DESCRIPTION = 'hour:minute:second.milliseconds, e.g. "00:01:05.250".';

/** What the timestamp inputs take (video-area §5). */
export const TIME_INPUT_DESCRIPTION =
  'A time string: minutes:seconds or hours:minutes:seconds, seconds with up to 3 decimals.';
