export enum TokenType {
  PRONUNCIATION = 'PRONUNCIATION',
  PUNCTUATION = 'PUNCTUATION',
}

/** "spk_N" is shown as "Speaker N+1"; any other label is shown as it is. */
export function speakerDisplayName(speakerLabel: string): string {
  const match = /^spk_(\d+)$/.exec(speakerLabel);
  return match ? `Speaker ${Number(match[1]) + 1}` : speakerLabel;
}

export function speakerLabel(index: number): string {
  return `spk_${index}`;
}
