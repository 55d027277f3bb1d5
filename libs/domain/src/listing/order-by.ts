export type SortDirection = 'ASC' | 'DESC';

export interface OrderBy {
  field: string;
  direction: SortDirection;
}

/**
 * Reads a list's `orderBy`: a field name, with a leading "-" for descending. An absent or empty value
 * uses `fallback` (e.g. "-created"). A field not in `allowed` gives undefined, so the API can answer
 * VALIDATION_ERROR instead of sorting by something it does not expose.
 */
export function parseOrderBy(
  orderBy: string | null | undefined,
  allowed: readonly string[],
  fallback: string,
): OrderBy | undefined {
  const raw = (orderBy ?? '').trim() || fallback;
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  if (!allowed.includes(field)) return undefined;
  return { field, direction: descending ? 'DESC' : 'ASC' };
}

/** The `orderBy` text of a field and direction: the inverse of parseOrderBy. */
export function formatOrderBy(order: OrderBy): string {
  return order.direction === 'DESC' ? `-${order.field}` : order.field;
}

/** Clicking a sorted column's header: same field flips the direction, a new field starts ascending. */
export function toggleOrderBy(current: OrderBy | undefined, field: string): OrderBy {
  if (current?.field === field) return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { field, direction: 'ASC' };
}
