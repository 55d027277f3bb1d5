import { JobFailureMessages } from '../errors/job-failure-messages';
import { storageKeyProblem, storagePrefixProblem } from '../validation/storage-key';

/**
 * Reading what crosses a queue. Everything arrives through Redis as JSON, so each value is checked
 * before it is used. A payload is the producer's: a malformed one is a bug no retry mends, so reading it
 * throws `MalformedJobData` naming the field. A result or a progress report is the worker's: a malformed
 * one reads as null (the caller logs it and goes on).
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

/** A payload a job cannot run with: the worker fails the job at once, without retry. */
export class MalformedJobData extends Error {
  constructor(field: string, value: unknown) {
    super(JobFailureMessages.malformedData(field, value));
    this.name = 'MalformedJobData';
  }
}

/** The fields of a payload, or MalformedJobData when it is not an object. */
export function payload(data: unknown): Json {
  if (!isObject(data)) throw new MalformedJobData('data', data);
  return data;
}

/** A non-blank string. */
export function text(data: Json, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') throw new MalformedJobData(field, value);
  return value;
}

/** Whose video a job is about: the fields every video's job carries. */
export function videoOf(data: Json): { videoId: string; organizationId: string } {
  return { videoId: text(data, 'videoId'), organizationId: text(data, 'organizationId') };
}

/** A string, or null when the field is null or absent. */
export function optionalText(data: Json, field: string): string | null {
  return data[field] === null || data[field] === undefined ? null : text(data, field);
}

/** A key of the storage grammar (never one that climbs out of the storage root). */
export function storageKey(data: Json, field: string): string {
  const key = text(data, field);
  if (storageKeyProblem(key)) throw new MalformedJobData(field, key);
  return key;
}

export function nullableStorageKey(data: Json, field: string): string | null {
  return data[field] === null ? null : storageKey(data, field);
}

/**
 * A prefix a job writes under after emptying it: a folder (ending with "/") that must not hold the job's
 * source, which the emptying would delete.
 */
export function outputPrefix(data: Json, field: string, sourceKey: string): string {
  const prefix = text(data, field);
  if (storagePrefixProblem(prefix, { allowEmpty: false }) || !prefix.endsWith('/')) {
    throw new MalformedJobData(field, prefix);
  }
  if (sourceKey.startsWith(prefix)) throw new MalformedJobData(field, prefix);
  return prefix;
}

/** A whole number ≥ 0 (a processing run, a range's millisecond). */
export function wholeNumber(data: Json, field: string): number {
  const value = data[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new MalformedJobData(field, value);
  return value;
}

/** A duration in milliseconds, rounded. */
export function duration(data: Json, field: string): number {
  const value = data[field];
  if (!isCount(value)) throw new MalformedJobData(field, value);
  return Math.round(value);
}

/** One of `allowed`. */
export function oneOf<T extends string>(data: Json, field: string, allowed: readonly T[]): T {
  const value = data[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new MalformedJobData(field, value);
  }
  return value as T;
}

/** `job.progress` of the jobs that report a percent only, 0–100. */
export interface PercentProgress {
  percent: number;
}

export function parsePercentProgress(value: unknown): PercentProgress | null {
  const data = parsed(value);
  return isObject(data) && isCount(data.percent) ? { percent: Math.min(100, data.percent) } : null;
}
