import { INITIAL_TABLE_QUERY, selectAllState, tableQueryReducer, type TableQueryState } from './table-query';

const withSelection: TableQueryState = { page: 3, search: 'car', selected: ['a', 'b'] };

describe('a paged table with selection', () => {
  it('starts on the first page, unsearched, with nothing selected', () => {
    expect(INITIAL_TABLE_QUERY).toEqual({ page: 1, search: '', selected: [] });
  });

  it('clears the selection when another page is shown', () => {
    expect(tableQueryReducer(withSelection, { type: 'page', page: 4 })).toEqual({
      page: 4,
      search: 'car',
      selected: [],
    });
  });

  it('goes back to the first page and clears the selection on a new search', () => {
    expect(tableQueryReducer(withSelection, { type: 'search', search: 'sign' })).toEqual({
      page: 1,
      search: 'sign',
      selected: [],
    });
  });

  it('goes back to the first page, search kept, when the order or page size changes', () => {
    expect(tableQueryReducer(withSelection, { type: 'firstPage' })).toEqual({
      page: 1,
      search: 'car',
      selected: [],
    });
  });

  it('selects and unselects one row, never twice', () => {
    const one = tableQueryReducer(INITIAL_TABLE_QUERY, { type: 'select', id: 'a', checked: true });
    expect(one.selected).toEqual(['a']);
    expect(tableQueryReducer(one, { type: 'select', id: 'a', checked: true }).selected).toEqual(['a']);
    const two = tableQueryReducer(one, { type: 'select', id: 'b', checked: true });
    expect(two.selected).toEqual(['a', 'b']);
    expect(tableQueryReducer(two, { type: 'select', id: 'a', checked: false }).selected).toEqual(['b']);
    expect(two.page).toBe(1);
  });

  it('selects every row shown at once, or none', () => {
    const all = tableQueryReducer(INITIAL_TABLE_QUERY, { type: 'selection', ids: ['a', 'b', 'c'] });
    expect(all.selected).toEqual(['a', 'b', 'c']);
    expect(tableQueryReducer(all, { type: 'selection', ids: [] }).selected).toEqual([]);
  });

  it('checks the header box for all rows shown, half-checks it for some', () => {
    expect(selectAllState([], [])).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState([], ['a', 'b'])).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState(['a'], ['a', 'b'])).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState(['b', 'a'], ['a', 'b'])).toEqual({ checked: true, indeterminate: false });
  });

  it('counts only the selected rows still shown after a reload', () => {
    expect(selectAllState(['a', 'gone'], ['a', 'b'])).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState(['a', 'gone'], ['a'])).toEqual({ checked: true, indeterminate: false });
  });
});
