/**
 * Reading what arrives from a queue. Jobs come back through Redis as JSON the API did not write, so each
 * value is checked before it reaches a row; anything malformed is ignored (and logged by the caller).
 */

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
export const optionalCount = (value: unknown): number | undefined =>
  isCount(value) ? Math.round(value) : undefined;

/** BullMQ's events carry JSON already parsed; a job read back may still hold a string. */
export function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** A failure reason fit for the user: the worker's message, one line, bounded; `fallback` without one. */
export function jobFailureReason(reason: unknown, fallback: string): string {
  const text = typeof reason === 'string' ? reason.trim().split(/\r?\n/)[0]?.trim() : '';
  if (!text) return fallback;
  return text.length > 1000 ? `${text.slice(0, 997)}...` : text;
}
