/** Characters of a key shown before the mask: the `fhd2c_` prefix and four more, so keys can be told apart. */
const VISIBLE_START = 10;
/** Characters shown after the mask, as a card number's last digits. */
const VISIBLE_END = 4;
const MASK = '•'.repeat(8);

/**
 * The key as the table shows it until revealed: its start and end around a fixed-width mask, so neither
 * its length nor the hidden part can be read off the screen. A key too short to keep anything hidden is
 * masked whole.
 */
export function maskApiKey(key: string): string {
  if (key.length <= VISIBLE_START + VISIBLE_END + 4) return MASK;
  return `${key.slice(0, VISIBLE_START)}${MASK}${key.slice(-VISIBLE_END)}`;
}
