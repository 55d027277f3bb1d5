import { ToggleAction } from '@framehouse/domain';
import { bulkToggleAction } from '../components/table-query';
import {
  DEFAULT_MOMENT_ORDER,
  deleteMomentsConfirmation,
  deleteMomentsTitle,
  momentEditorPath,
  momentOrderByText,
  nextMomentOrder,
} from './moment-list';

describe('the Moments tab', () => {
  it('sorts newest first, a click on a column sorts by it and a second click flips it', () => {
    expect(momentOrderByText(DEFAULT_MOMENT_ORDER)).toBe('-created');
    const byTitle = nextMomentOrder(DEFAULT_MOMENT_ORDER, 'title');
    expect(momentOrderByText(byTitle)).toBe('title');
    expect(momentOrderByText(nextMomentOrder(byTitle, 'title'))).toBe('-title');
  });

  it('offers Disable when every selected moment is visible, Enable otherwise', () => {
    expect(bulkToggleAction([true, true])).toBe(ToggleAction.DISABLE);
    expect(bulkToggleAction([true, false])).toBe(ToggleAction.ENABLE);
    expect(bulkToggleAction([])).toBe(ToggleAction.ENABLE);
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
});
