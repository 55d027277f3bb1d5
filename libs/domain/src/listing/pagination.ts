import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES } from '../constants/platform';

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
}

/**
 * A pageSize the API accepts: a whole number from 1 to MAX_PAGE_SIZE. The tables offer PAGE_SIZES,
 * but the spec's own screens also ask for 10, 20, 30 (and multiples of it), 100 and 999.
 */
export function isValidPageSize(pageSize: number): boolean {
  return Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE;
}

/** One of the sizes a table's page-size selector offers (25, 50, 100). */
export function isPageSizeOption(pageSize: number): boolean {
  return PAGE_SIZES.includes(pageSize);
}

/** Pages are numbered from 1. */
export function isValidPage(page: number): boolean {
  return Number.isInteger(page) && page >= 1;
}

/** page and pageSize with their defaults (page 1, pageSize 50) filled in. */
export function withPagingDefaults(args: { page?: number | null; pageSize?: number | null }): {
  page: number;
  pageSize: number;
} {
  return { page: args.page ?? 1, pageSize: args.pageSize ?? DEFAULT_PAGE_SIZE };
}

/** Rows to skip for a page. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/**
 * The pageInfo of a list. An empty list still has one (empty) page: totalPages = max(1, ceil(n / size)).
 * pageNumber is the page asked for, even past the end (then it has a previous page and no next one).
 */
export function pageInfo(totalCount: number, page: number, pageSize: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
    totalPages,
    pageNumber: page,
    pageSize,
  };
}
