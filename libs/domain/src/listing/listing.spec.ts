import { formatOrderBy, parseOrderBy, toggleOrderBy } from './order-by';
import {
  isPageSizeOption,
  isValidPage,
  isValidPageSize,
  pageInfo,
  pageOffset,
  withPagingDefaults,
} from './pagination';

const allowed = ['title', 'views', 'status', 'monetizationEnabled', 'created'];

describe('parseOrderBy', () => {
  it('reads ascending and descending fields', () => {
    expect(parseOrderBy('title', allowed, '-created')).toEqual({ field: 'title', direction: 'ASC' });
    expect(parseOrderBy('-views', allowed, '-created')).toEqual({ field: 'views', direction: 'DESC' });
  });

  it('falls back when absent or empty', () => {
    expect(parseOrderBy(undefined, allowed, '-created')).toEqual({ field: 'created', direction: 'DESC' });
    expect(parseOrderBy(null, allowed, '-created')).toEqual({ field: 'created', direction: 'DESC' });
    expect(parseOrderBy('  ', allowed, 'title')).toEqual({ field: 'title', direction: 'ASC' });
  });

  it('gives undefined for a field that is not allowed', () => {
    expect(parseOrderBy('password', allowed, '-created')).toBeUndefined();
    expect(parseOrderBy('--views', allowed, '-created')).toBeUndefined();
    expect(parseOrderBy('-', allowed, '-created')).toBeUndefined();
    expect(parseOrderBy(undefined, allowed, '-nope')).toBeUndefined();
  });

  it('formats and toggles', () => {
    expect(formatOrderBy({ field: 'created', direction: 'DESC' })).toBe('-created');
    expect(formatOrderBy({ field: 'title', direction: 'ASC' })).toBe('title');
    expect(toggleOrderBy({ field: 'title', direction: 'ASC' }, 'title')).toEqual({
      field: 'title',
      direction: 'DESC',
    });
    expect(toggleOrderBy({ field: 'title', direction: 'DESC' }, 'views')).toEqual({
      field: 'views',
      direction: 'ASC',
    });
  });
});

describe('page sizes', () => {
  it('accepts whole sizes from 1 to 1000', () => {
    for (const size of [1, 10, 25, 30, 50, 100, 999, 1000]) expect(isValidPageSize(size)).toBe(true);
    for (const size of [0, -1, 1001, 2.5, Number.NaN]) expect(isValidPageSize(size)).toBe(false);
  });

  it('offers 25, 50 and 100 in the selector', () => {
    expect(isPageSizeOption(50)).toBe(true);
    expect(isPageSizeOption(30)).toBe(false);
  });

  it('checks pages and fills defaults', () => {
    expect(isValidPage(1)).toBe(true);
    expect(isValidPage(0)).toBe(false);
    expect(withPagingDefaults({})).toEqual({ page: 1, pageSize: 50 });
    expect(withPagingDefaults({ page: 3, pageSize: null })).toEqual({ page: 3, pageSize: 50 });
    expect(pageOffset(3, 25)).toBe(50);
    expect(pageOffset(1, 25)).toBe(0);
  });
});

describe('pageInfo', () => {
  it('has one empty page for an empty list', () => {
    expect(pageInfo(0, 1, 50)).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      totalPages: 1,
      pageNumber: 1,
      pageSize: 50,
    });
  });

  it('counts pages at the boundaries', () => {
    expect(pageInfo(50, 1, 50).totalPages).toBe(1);
    expect(pageInfo(50, 1, 50).hasNextPage).toBe(false);
    expect(pageInfo(51, 1, 50)).toMatchObject({ totalPages: 2, hasNextPage: true, hasPreviousPage: false });
    expect(pageInfo(51, 2, 50)).toMatchObject({ totalPages: 2, hasNextPage: false, hasPreviousPage: true });
    expect(pageInfo(250, 3, 100)).toMatchObject({ totalPages: 3, pageNumber: 3, hasNextPage: false });
  });

  it('reports a page past the end as it was asked', () => {
    expect(pageInfo(10, 5, 25)).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      totalPages: 1,
      pageNumber: 5,
      pageSize: 25,
    });
  });
});
