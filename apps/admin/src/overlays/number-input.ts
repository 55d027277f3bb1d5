/**
 * A number field's value as typed, brought inside its bounds and onto its step (overlays-distribution
 * §5: "number inputs clamp to their min and max"); null when nothing numeric was typed.
 */
export function clampNumber(
  typed: string | number,
  { min, max, step }: { min: number; max: number; step?: number },
): number | null {
  const value = typeof typed === 'number' ? typed : Number(typed.trim().replace(',', '.'));
  if ((typeof typed === 'string' && typed.trim() === '') || !Number.isFinite(value)) return null;
  const stepped = step ? min + Math.round((value - min) / step) * step : value;
  return Math.min(max, Math.max(min, stepped));
}
