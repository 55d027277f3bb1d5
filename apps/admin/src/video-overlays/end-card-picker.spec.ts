import { endCardPickerOrder, type EndCardChoice } from './end-card-picker';

const card = (name: string, created: string, momentsCount = 0, videosCount = 0): EndCardChoice => ({
  id: name,
  name,
  created,
  momentsCount,
  videosCount,
});

const names = (cards: readonly EndCardChoice[]) => cards.map((choice) => choice.name);

describe('endCardPickerOrder (overlays-distribution §9)', () => {
  it('lists the 3 newest first, newest on top, then the rest by moments plus videos, most first', () => {
    const cards = [
      card('Old popular', '2026-01-01T00:00:00Z', 3, 4),
      card('Newest', '2026-05-01T00:00:00Z'),
      card('Old rare', '2026-01-02T00:00:00Z', 0, 1),
      card('Second', '2026-04-01T00:00:00Z', 50, 50),
      card('Old middle', '2026-01-03T00:00:00Z', 2, 0),
      card('Third', '2026-03-01T00:00:00Z'),
    ];
    expect(names(endCardPickerOrder(cards))).toEqual([
      'Newest',
      'Second',
      'Third',
      'Old popular',
      'Old middle',
      'Old rare',
    ]);
  });

  it('breaks ties of use by name', () => {
    const cards = [
      card('n1', '2026-09-01T00:00:00Z'),
      card('n2', '2026-09-02T00:00:00Z'),
      card('n3', '2026-09-03T00:00:00Z'),
      card('Zulu', '2026-01-01T00:00:00Z', 1, 1),
      card('alpha', '2026-01-02T00:00:00Z', 2, 0),
      card('Mike', '2026-01-03T00:00:00Z', 0, 2),
      card('Unused', '2026-01-04T00:00:00Z'),
    ];
    expect(names(endCardPickerOrder(cards))).toEqual(['n3', 'n2', 'n1', 'alpha', 'Mike', 'Zulu', 'Unused']);
  });

  it('keeps fewer than 4 cards newest first, and leaves the input alone', () => {
    const cards = [card('A', '2026-01-01T00:00:00Z', 9), card('B', '2026-02-01T00:00:00Z')];
    expect(names(endCardPickerOrder(cards))).toEqual(['B', 'A']);
    expect(names(cards)).toEqual(['A', 'B']);
    expect(endCardPickerOrder([])).toEqual([]);
  });
});
