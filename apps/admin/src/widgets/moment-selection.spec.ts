import {
  appendPage,
  canReorder,
  moveMoment,
  orderedRows,
  selectAllState,
  toggleAllLoaded,
  toggleMoment,
} from './moment-selection';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('toggleMoment', () => {
  it('adds a checked moment at the end and takes an unchecked one out', () => {
    expect(toggleMoment(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggleMoment(['a', 'b', 'c'], 'b', false)).toEqual(['a', 'c']);
    expect(toggleMoment(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
  });
});

describe('select-all', () => {
  it('is checked when every loaded moment is chosen, indeterminate when some are', () => {
    expect(selectAllState(['a', 'b'], rows('a', 'b'))).toEqual({ checked: true, indeterminate: false });
    expect(selectAllState(['a'], rows('a', 'b'))).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState([], rows('a'))).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState(['a'], [])).toEqual({ checked: false, indeterminate: false });
  });

  it('adds the loaded moments missing, in the list order, after the chosen ones', () => {
    expect(toggleAllLoaded(['b'], rows('a', 'b', 'c'))).toEqual(['b', 'a', 'c']);
  });

  it('takes every loaded moment out when all are chosen, keeping chosen ones not loaded', () => {
    expect(toggleAllLoaded(['x', 'a', 'b'], rows('a', 'b'))).toEqual(['x']);
  });
});

describe('orderedRows', () => {
  it("shows the chosen moments first in the carousel's order, then the others as loaded", () => {
    expect(orderedRows(rows('a', 'b', 'c', 'd'), ['c', 'a']).map((row) => row.id)).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });
});

describe('reordering', () => {
  it('is offered only without search text', () => {
    expect(canReorder('')).toBe(true);
    expect(canReorder('  ')).toBe(true);
    expect(canReorder('goal')).toBe(false);
  });

  it('puts a moment dropped on a later one after it, on an earlier one before it', () => {
    expect(moveMoment(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveMoment(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveMoment(['a', 'b', 'c'], 'b', 'c')).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order as it was for a moment or a target not chosen', () => {
    expect(moveMoment(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
    expect(moveMoment(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
    expect(moveMoment(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
  });
});

describe('appendPage', () => {
  it('adds a later page after the loaded rows, each moment once', () => {
    expect(appendPage(rows('a', 'b'), rows('b', 'c')).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});
