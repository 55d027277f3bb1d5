import { QueryFailedError } from 'typeorm';

/**
 * True when a statement failed on the named unique index (PostgreSQL 23505): two requests passed the
 * service's own check at the same moment and the index kept the second one out.
 */
export function isUniqueViolation(error: unknown, index: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && driverError.constraint === index;
}
