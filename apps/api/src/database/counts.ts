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
