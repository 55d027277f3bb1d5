import { ToggleAction } from '@framehouse/domain';
import {
  BULK_VISIBILITY_ACTIONS,
  bulkVisibilityAvailable,
  DEFAULT_MOMENT_ORDER,
  deleteMomentsConfirmation,
  deleteMomentsTitle,
  momentAnalyticsPath,
  momentEditorPath,
  momentOrderByText,
  newMomentPath,
  nextMomentOrder,
} from './moment-list';

describe('the Moments tab', () => {
  it('sorts newest first, a click on a column sorts by it and a second click flips it', () => {
    expect(momentOrderByText(DEFAULT_MOMENT_ORDER)).toBe('-created');
    const byTitle = nextMomentOrder(DEFAULT_MOMENT_ORDER, 'title');
    expect(momentOrderByText(byTitle)).toBe('title');
    expect(momentOrderByText(nextMomentOrder(byTitle, 'title'))).toBe('-title');
  });

  it('offers Disable and Enable together, each while it would change a selected moment', () => {
    expect(BULK_VISIBILITY_ACTIONS.map((entry) => entry.label)).toEqual(['Disable', 'Enable']);
    expect(bulkVisibilityAvailable([true, false])).toEqual({
      [ToggleAction.DISABLE]: true,
      [ToggleAction.ENABLE]: true,
    });
    expect(bulkVisibilityAvailable([true, true])).toEqual({
      [ToggleAction.DISABLE]: true,
      [ToggleAction.ENABLE]: false,
    });
    expect(bulkVisibilityAvailable([false])).toEqual({
      [ToggleAction.DISABLE]: false,
      [ToggleAction.ENABLE]: true,
    });
  });

  it('pluralizes the delete confirmation', () => {
    expect(deleteMomentsTitle(1)).toBe('Delete moment');
    expect(deleteMomentsTitle(2)).toBe('Delete moments');
    expect(deleteMomentsConfirmation(2)).toBe('The 2 selected moments will be removed permanently.');
  });

  it('leads a row to the editor with the moment selected', () => {
    expect(momentEditorPath('v 1', 'm1')).toBe('/video/v%201/moments?momentId=m1');
    expect(momentEditorPath('v1')).toBe('/video/v1/moments');
  });

  it("opens a moment's analytics in the editor, keeping a range", () => {
    expect(momentAnalyticsPath('v1', 'm 1')).toBe('/video/v1/moments?momentId=m%201&view=analytics');
    expect(momentAnalyticsPath('v1', 'm1', { from: '2026-01-01', to: '2026-01-31' })).toBe(
      '/video/v1/moments?momentId=m1&view=analytics&from=2026-01-01&to=2026-01-31',
    );
  });

  it('names the route of a new moment', () => {
    expect(newMomentPath('v 1')).toBe('/video/v%201/moment/new');
  });
});
