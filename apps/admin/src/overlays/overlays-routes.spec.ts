import { EndCardOrigin } from '@framehouse/domain';
import { isFormDirty } from './form-dirty';
import { clampNumber } from './number-input';
import { endCardDeleteWarning, endCardKindLabel } from './overlay-labels';
import {
  backNavigationOf,
  CTAS_BACK,
  ctaPathOf,
  DASHBOARD_BACK,
  endCardEditPath,
  END_CARDS_BACK,
} from './overlays-routes';

describe('back navigation (overlays-distribution §2)', () => {
  it("takes the list's destination and label from the route state", () => {
    expect(backNavigationOf(END_CARDS_BACK, DASHBOARD_BACK)).toEqual(END_CARDS_BACK);
    expect(
      backNavigationOf({ backTo: '/video/7/end-card', backLabel: 'Back to video' }, DASHBOARD_BACK),
    ).toEqual({
      backTo: '/video/7/end-card',
      backLabel: 'Back to video',
    });
  });

  it('falls back without a state, and never leaves the app', () => {
    expect(backNavigationOf(null, DASHBOARD_BACK)).toEqual(DASHBOARD_BACK);
    expect(backNavigationOf({ backTo: 'https://evil.example' }, CTAS_BACK)).toEqual(CTAS_BACK);
    expect(backNavigationOf({ backTo: '//evil.example' }, CTAS_BACK)).toEqual(CTAS_BACK);
    expect(backNavigationOf({ backTo: '/overlays/ctas' }, DASHBOARD_BACK)).toEqual({
      backTo: '/overlays/ctas',
      backLabel: DASHBOARD_BACK.backLabel,
    });
  });

  it('opens an end card in the editor of its origin and a CTA in the editor of its type', () => {
    expect(endCardEditPath(EndCardOrigin.CUSTOM_JS, '4')).toBe('/end-card/custom-code/4');
    expect(endCardEditPath(EndCardOrigin.GUI_BUILDER, '4')).toBe('/end-card/visual/4');
    expect(endCardEditPath(null, '4')).toBe('/end-card/visual/4');
    expect(ctaPathOf('IMAGE', '9')).toBe('/cta/image/9');
    expect(ctaPathOf('BUTTON', '9')).toBe('/cta/button/9');
  });
});

describe('isFormDirty', () => {
  it('compares values, not key order', () => {
    expect(isFormDirty({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(false);
    expect(isFormDirty({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(true);
    expect(isFormDirty({ name: 'x' }, { name: 'x ' })).toBe(true);
  });
});

describe('clampNumber (§5: number inputs clamp)', () => {
  it('brings a typed value inside its bounds and onto its step', () => {
    expect(clampNumber('75', { min: 80, max: 100, step: 5 })).toBe(80);
    expect(clampNumber('92', { min: 80, max: 100, step: 5 })).toBe(90);
    expect(clampNumber('93', { min: 80, max: 100, step: 5 })).toBe(95);
    expect(clampNumber('150', { min: 0, max: 20 })).toBe(20);
    expect(clampNumber('', { min: 0, max: 20 })).toBeNull();
    expect(clampNumber('abc', { min: 0, max: 20 })).toBeNull();
  });
});

describe('labels', () => {
  it('names how a card was built', () => {
    expect(endCardKindLabel('GUI_BUILDER')).toBe('Visual builder');
    expect(endCardKindLabel('CUSTOM_JS')).toBe('Custom code');
    expect(endCardKindLabel(null, 'LEGACY')).toBe('Legacy');
  });

  it('says what deleting a card takes away', () => {
    expect(endCardDeleteWarning(2, 1)).toBe(
      'It is shown by 2 videos and 1 moment. They will no longer show it.',
    );
    expect(endCardDeleteWarning(1, 0)).toBe('It is shown by 1 video. It will no longer show it.');
    expect(endCardDeleteWarning(0, 0)).toBe('No video or moment shows this end card.');
  });
});
