/** A batch's answer when each key has at most one row: the row of each key, in the keys' order. */
export function rowOfEachKey<K, R>(
  keys: readonly K[],
  rows: readonly R[],
  keyOf: (row: R) => K,
): Array<R | null> {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key) ?? null);
}

/** A batch's answer when each key has many rows: the rows of each key, in the keys' order and their own. */
export function rowsOfEachKey<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): R[][] {
  const byKey = new Map<K, R[]>();
  for (const row of rows) {
    const own = byKey.get(keyOf(row));
    if (own) own.push(row);
    else byKey.set(keyOf(row), [row]);
  }
  return keys.map((key) => byKey.get(key) ?? []);
}
