/** JSON with every object's keys sorted, so that two equal values always read the same. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * Whether an editor's form differs from the one it was opened (or last saved) with: the CTA editors'
 * Save needs it (overlays-distribution §4), and so does the Unsaved changes question.
 */
export function isFormDirty<T>(saved: T, current: T): boolean {
  return stableJson(saved) !== stableJson(current);
}
