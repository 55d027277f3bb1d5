import { In, type ObjectLiteral, type Repository } from 'typeorm';

/** How many rows each value of `column` has, in the values' order: one grouped query for a page of rows. */
export async function countsBy<T extends ObjectLiteral>(
  repository: Repository<T>,
  column: keyof T & string,
  values: readonly string[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await repository
    .createQueryBuilder('row')
    .select(`row.${column}`, 'value')
    .addSelect('COUNT(*)', 'count')
    .where({ [column]: In([...values]) })
    .groupBy(`row.${column}`)
    .getRawMany<{ value: string; count: string }>();
  const counts = new Map(rows.map((row) => [row.value, Number(row.count)]));
  return values.map((value) => counts.get(value) ?? 0);
}

/**
 * Adds one to a counter column of the row with this id, in one statement (concurrent stars never lose
 * one), and answers the count after it; 0 when there is no such row.
 */
export async function incrementCounter<T extends ObjectLiteral>(
  repository: Repository<T>,
  id: string,
  column: keyof T & string,
): Promise<number> {
  const result = await repository
    .createQueryBuilder()
    .update()
    .set({ [column]: () => `"${column}" + 1` } as never)
    .where('id = :id', { id })
    .returning(`"${column}"`)
    .execute();
  const rows = result.raw as Array<Record<string, number>>;
  return Number(rows[0]?.[column] ?? 0);
}
