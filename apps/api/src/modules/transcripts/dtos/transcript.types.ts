import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TokenType, TRANSCRIPTION_PAGE_SIZE } from '@framehouse/domain';
import { ConnectionType, type Connection } from '../../../common/graphql/connection';

registerEnumType(TokenType, { name: 'TokenType' });

const TIMESTAMP = 'hour:minute:second.milliseconds, e.g. "00:01:05.250".';

@ObjectType('TranscriptTokenType', { description: 'A word (PRONUNCIATION) or a punctuation mark.' })
export class TranscriptTokenType {
  @Field(() => ID, { description: '{segmentId}:{index in the segment}.' }) id!: string;
  @Field(() => String, { description: TIMESTAMP }) startTimestamp!: string;
  @Field(() => String, { description: TIMESTAMP }) endTimestamp!: string;
  @Field(() => String) token!: string;
  @Field(() => TokenType) tokenType!: TokenType;
}

@ObjectType('TranscriptSegmentType', { description: 'A stretch of speech of one speaker between pauses.' })
export class TranscriptSegmentType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: TIMESTAMP }) startTimestamp!: string;
  @Field(() => String, { description: TIMESTAMP }) endTimestamp!: string;
  @Field(() => String, { description: '"spk_N", shown as "Speaker N+1".' }) speakerLabel!: string;
  @Field(() => String, { description: 'The tokens as they read.' }) text!: string;
  @Field(() => [TranscriptTokenType], { description: 'Only those of `tokenType` when it is given.' })
  tokens!: TranscriptTokenType[];
  @Field(() => Boolean, { description: 'True when `search` is given and the segment matches it.' })
  matched!: boolean;
}

export const TranscriptSegmentConnection = ConnectionType(TranscriptSegmentType, 'TranscriptSegment');

@ObjectType('TranscriptionType', { description: "A video's transcript, its segments filtered and paged." })
export class TranscriptionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'BCP 47.' }) languageCode!: string;
  @Field(() => TranscriptSegmentConnection) segments!: Connection<TranscriptSegmentType>;
}

@ArgsType()
export class TranscriptionArgs {
  @Field(() => ID) videoId!: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, {
    nullable: true,
    defaultValue: TRANSCRIPTION_PAGE_SIZE,
    description: 'From 1 to 1000 (the editor asks for 30, and 30 × pages to mark a search).',
  })
  pageSize?: number;
  @Field(() => String, { nullable: true, description: `Segments starting at or after (${TIMESTAMP})` })
  startTimestampFrom?: string | null;
  @Field(() => String, { nullable: true, description: 'Segments ending at or before.' })
  endTimestampTo?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'With timestampsRangeTo: segments sharing time with the range.',
  })
  timestampsRangeFrom?: string | null;
  @Field(() => String, { nullable: true }) timestampsRangeTo?: string | null;
  @Field(() => TokenType, {
    nullable: true,
    description: 'Segments with tokens of the type, only those tokens.',
  })
  tokenType?: TokenType | null;
  @Field(() => String, { nullable: true, description: 'Segments of one speaker ("spk_0").' })
  speakerLabel?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Full-text search: marks matching segments (`matched`) without filtering.',
  })
  search?: string | null;
}

@ObjectType('TranscriptSearchVideoType')
export class TranscriptSearchVideoType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
}

@ObjectType('TranscriptSearchSegmentType')
export class TranscriptSearchSegmentType {
  @Field(() => ID) id!: string;
  @Field(() => String) text!: string;
  @Field(() => String, { description: TIMESTAMP }) startTimestamp!: string;
  @Field(() => String, { description: TIMESTAMP }) endTimestamp!: string;
}

@ObjectType('TranscriptSearchHitType', { description: 'A segment of a video that matches the search.' })
export class TranscriptSearchHitType {
  @Field(() => TranscriptSearchVideoType) video!: TranscriptSearchVideoType;
  @Field(() => TranscriptSearchSegmentType) segment!: TranscriptSearchSegmentType;
  @Field(() => String, {
    description: 'The segment as HTML-escaped text with the matching words in <mark></mark>.',
  })
  snippet!: string;
}

export const TranscriptSearchConnection = ConnectionType(TranscriptSearchHitType, 'TranscriptSearchHit');

@ArgsType()
export class SearchTranscriptsArgs {
  @Field(() => String, {
    description:
      'Words as typed in a search engine: "a phrase", or, -excluded; the last word may be unfinished.',
  })
  search!: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, { nullable: true, description: '25, 50 or 100 (default 50).' }) pageSize?: number;
}
