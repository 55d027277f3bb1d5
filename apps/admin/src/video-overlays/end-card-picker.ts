import { END_CARD_PICKER_NEWEST } from '@framehouse/domain';

/** What the picker orders an end card by. */
export interface EndCardChoice {
  id: string;
  name: string;
  /** ISO date. */
  created: string;
  momentsCount: number;
  videosCount: number;
}

const byName = (a: EndCardChoice, b: EndCardChoice) => a.name.localeCompare(b.name);

/**
 * The end card picker's order on the video screens (overlays-distribution §9): the 3 newest first (newest
 * on top), then the rest by how many moments plus videos show them, most first, ties by name.
 */
export function endCardPickerOrder<T extends EndCardChoice>(cards: readonly T[]): T[] {
  const newest = [...cards]
    .sort((a, b) => Date.parse(b.created) - Date.parse(a.created) || byName(a, b))
    .slice(0, END_CARD_PICKER_NEWEST);
  const first = new Set(newest.map((card) => card.id));
  const rest = cards
    .filter((card) => !first.has(card.id))
    .sort((a, b) => b.momentsCount + b.videosCount - (a.momentsCount + a.videosCount) || byName(a, b));
  return [...newest, ...rest];
}
