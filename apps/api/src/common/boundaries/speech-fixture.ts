import { TokenType, type TranscriptToken } from '@framehouse/domain';
import type { SpokenSegment } from './video-boundaries';

/** A transcript segment for the unit specs of boundaries and suggestions. */

/** Words spoken one after the other from `startMs`, 400 ms each; "." "?" "!" "," are punctuation. */
export function speech(startMs: number, text: string): SpokenSegment {
  const tokens: TranscriptToken[] = [];
  let time = startMs;
  for (const piece of text.split(' ')) {
    const mark = /[.?!,]$/.exec(piece)?.[0];
    const word = mark ? piece.slice(0, -1) : piece;
    tokens.push({
      token: word,
      tokenType: TokenType.PRONUNCIATION,
      startTimestamp: time,
      endTimestamp: time + 350,
    });
    time += 400;
    if (mark)
      tokens.push({
        token: mark,
        tokenType: TokenType.PUNCTUATION,
        startTimestamp: time - 50,
        endTimestamp: time - 50,
      });
  }
  return { startMs, endMs: time - 50, tokens };
}
