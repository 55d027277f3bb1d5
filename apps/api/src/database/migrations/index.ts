import { Foundation1763770000000 } from './1763770000000-foundation';
import { Videos1763900000000 } from './1763900000000-videos';

/** In order; a new migration is appended here. */
export const MIGRATIONS = [Foundation1763770000000, Videos1763900000000];
