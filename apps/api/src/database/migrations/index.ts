import { Foundation1763770000000 } from './1763770000000-foundation';

/** In order; a new migration is appended here. */
export const MIGRATIONS = [Foundation1763770000000];
