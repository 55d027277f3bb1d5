import { CHAPTERS_MAX_COUNT } from '@framehouse/domain';
import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { BoundaryReason } from '../../../common/boundaries/video-boundaries';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { listOf } from '../../../common/graphql/query-limits';
import { TIMESTAMP_DESCRIPTION } from '../../../common/graphql/time-range.type';

@ObjectType('Chapter', { description: 'A chapter of a video: it ends where the next one starts.' })
export class ChapterType {
  @Field(() => Int, { description: 'Milliseconds; the first chapter starts at 0.' }) startMs!: number;
  @Field(() => Int, { description: "Milliseconds: the next chapter's start, or the video's end." })
  endMs!: number;
  @Field(() => String, { description: TIMESTAMP_DESCRIPTION }) startTimestamp!: string;
  @Field(() => String, { description: 'At most 100 characters.' }) title!: string;
}

@ObjectType('SuggestedChapter', {
  description:
    "A chapter the video could have, from its transcript's topic changes and its scene changes; not saved " +
    'until setVideoChapters saves it.',
})
export class SuggestedChapterType extends ChapterType {
  @Field(() => [BoundaryReason], { description: 'Why it starts there; empty for the first chapter.' })
  reasons!: BoundaryReason[];
}

@InputType('ChapterInput')
export class ChapterInput {
  @Field(() => String) title!: string;
  @Field(() => Int, { description: 'Milliseconds into the video.' }) startMs!: number;
}

@ObjectType()
export class SetVideoChaptersPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) videoId?: string | null;
  @Field(() => [ChapterType], { nullable: true, complexity: listOf(CHAPTERS_MAX_COUNT) }) chapters?:
    ChapterType[] | null;
}
