import { TOAST_AUTO_HIDE_MS, TOAST_MAX } from '@framehouse/domain';
import { addToast, autoHideDurationFor, type Toast } from './toast-list';

const toast = (id: number, message = `message ${id}`, type: Toast['type'] = 'success'): Toast => ({
  id,
  message,
  type,
  autoHideDuration: autoHideDurationFor(type, undefined),
});

describe('addToast', () => {
  it('keeps at most three, the oldest giving way', () => {
    let toasts: Toast[] = [];
    for (let id = 1; id <= 5; id++) toasts = addToast(toasts, toast(id));
    expect(toasts.map((shown) => shown.id)).toEqual([3, 4, 5]);
    expect(toasts).toHaveLength(TOAST_MAX);
  });

  it('never shows the same message of the same kind twice', () => {
    const toasts = addToast([toast(1, 'Saved')], toast(2, 'Saved'));
    expect(toasts.map((shown) => shown.id)).toEqual([1]);
  });

  it('shows the same text once as an error and once as a success', () => {
    expect(addToast([toast(1, 'Same')], toast(2, 'Same', 'error'))).toHaveLength(2);
  });
});

describe('autoHideDurationFor', () => {
  it('hides non-errors after 5 s and keeps errors until dismissed', () => {
    expect(autoHideDurationFor('success', undefined)).toBe(TOAST_AUTO_HIDE_MS);
    expect(autoHideDurationFor('info', undefined)).toBe(TOAST_AUTO_HIDE_MS);
    expect(autoHideDurationFor('error', undefined)).toBeNull();
  });

  it('honours a duration the caller chose, such as the 3 s network error', () => {
    expect(autoHideDurationFor('error', 3000)).toBe(3000);
    expect(autoHideDurationFor('success', null)).toBeNull();
  });
});
