import { formatDuration, parseTimeString, speakerDisplayName, TokenType } from '@framehouse/domain';

export interface TranscriptToken {
  id: string;
  startTimestamp: string;
  token: string;
  tokenType: string;
}

export interface TranscriptWord {
  id: string;
  text: string;
  /** Where a click seeks, in seconds; null for punctuation (not clickable, spec §2). */
  seekTo: number | null;
  /** A space goes before words; punctuation sticks to the word before it. */
  spaceBefore: boolean;
}

const seconds = (timestamp: string): number => (parseTimeString(timestamp) ?? 0) / 1000;

/** A segment's tokens as they read: words clickable to their start, punctuation attached. */
export function transcriptWords(tokens: readonly TranscriptToken[]): TranscriptWord[] {
  return tokens.map((token, index) => {
    const word = token.tokenType === TokenType.PRONUNCIATION;
    return {
      id: token.id,
      text: token.token,
      seekTo: word ? seconds(token.startTimestamp) : null,
      spaceBefore: index > 0 && word,
    };
  });
}

/** A segment's heading: "Speaker 1 · 00:05 – 00:09". */
export function segmentHeading(segment: {
  speakerLabel: string;
  startTimestamp: string;
  endTimestamp: string;
}): { speaker: string; range: string } {
  const time = (timestamp: string) => formatDuration(parseTimeString(timestamp) ?? 0);
  return {
    speaker: speakerDisplayName(segment.speakerLabel),
    range: `${time(segment.startTimestamp)} – ${time(segment.endTimestamp)}`,
  };
}

/** Seconds of a timestamp field ("00:01:05.250" → 65.25). */
export { seconds as timestampSeconds };
