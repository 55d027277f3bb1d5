import { Type } from '@nestjs/common';
import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import {
  DEFAULT_PAGE_SIZE,
  ErrorCode,
  isPageSizeOption,
  isValidPageSize,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  pageInfo,
  pageOffset,
  parseOrderBy,
} from '@framehouse/domain';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { contractError } from '../errors/contract-error';
import { pageRows } from './query-limits';

@ObjectType()
export class PageInfo {
  @Field() hasNextPage!: boolean;
  @Field() hasPreviousPage!: boolean;
  @Field(() => Int) totalPages!: number;
  @Field(() => Int) pageNumber!: number;
  @Field(() => Int) pageSize!: number;
}

export interface Connection<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: PageInfo;
}

/** The list type of every paginated query: `{ nodes, totalCount, pageInfo }`, named `<Node>Connection`. */
export function ConnectionType<T>(node: Type<T>, name: string): Type<Connection<T>> {
  @ObjectType(`${name}Connection`)
  class ConnectionClass implements Connection<T> {
    @Field(() => [node], { complexity: pageRows }) nodes!: T[];
    @Field(() => Int) totalCount!: number;
    @Field(() => PageInfo) pageInfo!: PageInfo;
  }
  return ConnectionClass;
}

/** The arguments every list takes. Page sizes are 25, 50 or 100; `orderBy` takes a leading `-` for descending. */
@ArgsType()
export class ListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_PAGE_SIZE })
  pageSize?: number;

  @Field(() => String, { nullable: true })
  orderBy?: string;

  @Field(() => String, { nullable: true })
  search?: string;
}

export interface ListOptions {
  /** Public field name → SQL expression it sorts by, or several (the later break ties, same direction). */
  orderable: Record<string, string | readonly string[]>;
  /** Used when the caller gives no `orderBy` (the spec's default: created, descending). */
  defaultOrderBy: string;
  /** SQL expressions matched case-insensitively against `search`. */
  searchable: string[];
  /** A last, unique sort key so that pages never overlap. */
  tieBreaker: string;
  /** The page sizes the list takes: the tables' 25, 50, 100 unless a screen of the spec asks for more. */
  pageSizes?: PageSizeRule;
  /** The whole result's size by a cheaper statement that gives the same number (else the query's count). */
  count?: () => Promise<number>;
}

/** A search text as a literal ILIKE pattern (with ESCAPE '\\'). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Which page sizes a list takes, and what a caller asking for another one is told. */
export interface PageSizeRule {
  accepts(pageSize: number): boolean;
  message: string;
}

/** The tables' sizes: 25, 50 or 100. */
export const LIST_PAGE_SIZES: PageSizeRule = {
  accepts: isPageSizeOption,
  message: `Page size must be one of ${PAGE_SIZES.join(', ')}.`,
};

/** Any size from 1 to 1000: lists a screen reads whole (the moments editor asks for 999). */
export const ANY_PAGE_SIZE: PageSizeRule = {
  accepts: isValidPageSize,
  message: `Page size must be from 1 to ${MAX_PAGE_SIZE}.`,
};

/** The page asked for, checked (VALIDATION_ERROR on `page` or `pageSize`), with its first row's offset. */
export function checkedPage(
  args: { page?: number | null; pageSize?: number | null },
  sizes: PageSizeRule = LIST_PAGE_SIZES,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): { page: number; pageSize: number; offset: number } {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? defaultPageSize;
  if (!Number.isInteger(page) || page < 1) {
    throw contractError(ErrorCode.VALIDATION_ERROR, { field: 'page', message: 'Page must be 1 or greater.' });
  }
  if (!sizes.accepts(pageSize)) {
    throw contractError(ErrorCode.VALIDATION_ERROR, { field: 'pageSize', message: sizes.message });
  }
  return { page, pageSize, offset: pageOffset(page, pageSize) };
}

/**
 * Applies `search` and the order of `args` to `query` and returns the ORDER BY terms, checked
 * (VALIDATION_ERROR on `orderBy`); the tie breaker is the last term.
 */
function searchAndOrder<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  args: ListArgs,
  options: ListOptions,
): { expressions: string[]; direction: 'ASC' | 'DESC' } {
  const order = parseOrderBy(
    args.orderBy ?? undefined,
    Object.keys(options.orderable),
    options.defaultOrderBy,
  );
  if (!order) {
    throw contractError(ErrorCode.VALIDATION_ERROR, {
      field: 'orderBy',
      message: `Order by one of ${Object.keys(options.orderable).join(', ')}, with a leading - for descending.`,
    });
  }
  const search = args.search?.trim();
  if (search) {
    const clauses = options.searchable.map((column) => `${column} ILIKE :search ESCAPE '\\'`);
    query.andWhere(`(${clauses.join(' OR ')})`, { search: `%${escapeLike(search)}%` });
  }
  return {
    expressions: [options.orderable[order.field] ?? [], options.tieBreaker].flat(),
    direction: order.direction,
  };
}

/**
 * Applies search, ordering and paging to a query scoped by its caller, and counts the whole result. The
 * page and the count are two statements sent together (two pooled connections, so the database works on
 * both at once). Past the first page the rows are found by their tie breaker alone, then read: the rows an
 * offset skips are walked in an index, not read whole (a deferred join; decisions.md, "Lists: the bench's
 * warm-up, duplicates, deep pages, the transcript search").
 * The tie breaker is the table's key.
 */
export async function paginate<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  args: ListArgs,
  options: ListOptions,
): Promise<Connection<T>> {
  const { page, pageSize, offset } = checkedPage(args, options.pageSizes);
  const { expressions, direction } = searchAndOrder(query, args, options);
  // Started from the query as filtered, before the page's order and paging are applied to it.
  const counted = options.count ? options.count() : query.clone().getCount();
  const ordered = (rows: SelectQueryBuilder<T>): SelectQueryBuilder<T> => {
    rows.orderBy();
    for (const expression of expressions) rows.addOrderBy(expression, direction);
    return rows;
  };
  if (offset > 0) {
    const keys = ordered(query.clone().select(options.tieBreaker)).offset(offset).limit(pageSize);
    query.andWhere(`${options.tieBreaker} IN (${keys.getQuery()})`);
  }
  ordered(query).take(pageSize);
  const [nodes, totalCount] = await Promise.all([query.getMany(), counted]);
  return { nodes, totalCount, pageInfo: pageInfo(totalCount, page, pageSize) };
}

/**
 * The page of `args.pageSize` rows (under the search and order of `args`) that holds the row whose tie
 * breaker is `id`, or undefined when the query does not list it. `id` must be of the tie breaker's type.
 */
export async function pageHolding<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  args: ListArgs,
  options: ListOptions,
  id: string,
): Promise<number | undefined> {
  const { pageSize } = checkedPage({ ...args, page: 1 }, options.pageSizes);
  const ranked = query.clone();
  const { expressions, direction } = searchAndOrder(ranked, args, options);
  ranked
    .orderBy()
    .select(options.tieBreaker, 'rowId')
    .addSelect(
      `ROW_NUMBER() OVER (ORDER BY ${expressions.map((expression) => `${expression} ${direction}`).join(', ')})`,
      'position',
    );
  const row = await query.connection
    .createQueryBuilder()
    .select('ranked.position', 'position')
    .from(`(${ranked.getQuery()})`, 'ranked')
    .where('ranked."rowId" = :pageHoldingId')
    .setParameters({ ...ranked.getParameters(), pageHoldingId: id })
    .getRawOne<{ position: string }>();
  return row ? Math.ceil(Number(row.position) / pageSize) : undefined;
}
