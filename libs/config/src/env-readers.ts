/** The process's environment (or a test's): variable name to value. */
export type Env = Record<string, string | undefined>;

/** A variable that is malformed or missing: the process stops at start with this message, naming it. */
export class ConfigError extends Error {}

// An empty variable counts as unset in every reader (`KEY=` in an env file, `${KEY:-}` in compose).

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = env[name] || fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
  }
  return value as T;
}

export function integer(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}; got "${raw}"`);
  }
  return value;
}

/** An integer when set, else null (the program's own default applies). */
export function optionalInteger(env: Env, name: string, min = 1): number | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : integer(env, name, min, min);
}

export function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false; got "${env[name]}"`);
}

/** A URL of one of `protocols`, without trailing slashes; undefined when unset with no fallback. */
export function url(env: Env, name: string, fallback: string, protocols: readonly string[]): string;
export function url(
  env: Env,
  name: string,
  fallback: undefined,
  protocols: readonly string[],
): string | undefined;
export function url(
  env: Env,
  name: string,
  fallback: string | undefined,
  protocols: readonly string[],
): string | undefined {
  const value = env[name] || fallback;
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL; got "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}; got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}
