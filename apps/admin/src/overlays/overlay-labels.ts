import { EndCardOrigin, EndCardType } from '@framehouse/domain';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The end cards list's type column: how the card was built (§3: origin; none is a legacy card). */
export function endCardKindLabel(origin: string | null | undefined, cardType?: string | null): string {
  if (origin === EndCardOrigin.GUI_BUILDER) return 'Visual builder';
  if (origin === EndCardOrigin.CUSTOM_JS) return 'Custom code';
  return cardType === EndCardType.CUSTOM ? 'Custom' : 'Legacy';
}

/** What deleting an end card takes away (ours: the spec asks for the confirmation, not its words). */
export function endCardDeleteWarning(videos: number, moments: number): string {
  if (videos === 0 && moments === 0) return 'No video or moment shows this end card.';
  const users = [videos > 0 ? plural(videos, 'video') : null, moments > 0 ? plural(moments, 'moment') : null]
    .filter(Boolean)
    .join(' and ');
  return `It is shown by ${users}. ${videos + moments === 1 ? 'It' : 'They'} will no longer show it.`;
}
