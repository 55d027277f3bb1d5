import { END_CARD_BORDER_WIDTH_MAX, END_CARD_OPACITY_MIN } from '@framehouse/domain';

/** The builder's hints under its fields (overlays-distribution §5); only the admin shows them. */
export const END_CARD_HINTS = {
  opacity: `Min. ${END_CARD_OPACITY_MIN}%`,
  borderWidth: `Max. ${END_CARD_BORDER_WIDTH_MAX}px`,
  headlineSize: 'Recommended value: from 14px to 36px',
  sublineSize: 'Recommended value: from 10px to 16px',
} as const;
