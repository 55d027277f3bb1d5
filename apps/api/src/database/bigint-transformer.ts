import type { ValueTransformer } from 'typeorm';

/** PostgreSQL's bigint reaches node as a string; sizes stay far below 2^53. */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
