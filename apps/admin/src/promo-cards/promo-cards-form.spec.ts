import { maxLengthMessage, PROMO_LABEL_MAX, ValidationMessages } from '@framehouse/domain';
import {
  isPromoCardsChanged,
  promoCardsSave,
  promoLabelProblem,
  type PromoCardsForm,
} from './promo-cards-form';

const off: PromoCardsForm = {
  promoteObjects: false,
  promoteAtStart: true,
  promoteAtEnd: true,
  promotedObjectsLabel: 'Promoted',
};
const on: PromoCardsForm = { ...off, promoteObjects: true };

describe('promoCardsSave', () => {
  it('sends the disable action alone when the toggle is off', () => {
    expect(promoCardsSave({ ...off, promotedObjectsLabel: '' })).toEqual({ action: 'disable' });
  });

  it('sends the settings with the feature on, the label trimmed', () => {
    expect(promoCardsSave({ ...on, promoteAtEnd: false, promotedObjectsLabel: '  Shop the look ' })).toEqual({
      action: 'update',
      settings: {
        promoteObjects: true,
        promoteAtStart: true,
        promoteAtEnd: false,
        promotedObjectsLabel: 'Shop the look',
      },
    });
  });
});

describe('promoLabelProblem', () => {
  it('requires the label while the toggle is on', () => {
    expect(promoLabelProblem({ ...on, promotedObjectsLabel: '   ' })).toBe(
      ValidationMessages.promoLabelEmpty,
    );
  });

  it('refuses more than 25 characters', () => {
    expect(promoLabelProblem({ ...on, promotedObjectsLabel: 'x'.repeat(PROMO_LABEL_MAX) })).toBeUndefined();
    expect(promoLabelProblem({ ...on, promotedObjectsLabel: 'x'.repeat(PROMO_LABEL_MAX + 1) })).toBe(
      maxLengthMessage(PROMO_LABEL_MAX),
    );
  });

  it('asks nothing of the label while the toggle is off (it is not sent)', () => {
    expect(promoLabelProblem({ ...off, promotedObjectsLabel: '' })).toBeUndefined();
  });
});

describe('isPromoCardsChanged', () => {
  it('is false for the saved settings', () => {
    expect(isPromoCardsChanged(on, { ...on })).toBe(false);
    expect(isPromoCardsChanged(off, { ...off })).toBe(false);
  });

  it('is true when the toggle changes', () => {
    expect(isPromoCardsChanged(off, on)).toBe(true);
    expect(isPromoCardsChanged(on, off)).toBe(true);
  });

  it('counts the options and the label only while on', () => {
    expect(isPromoCardsChanged(on, { ...on, promoteAtStart: false })).toBe(true);
    expect(isPromoCardsChanged(on, { ...on, promotedObjectsLabel: 'Featured' })).toBe(true);
    expect(isPromoCardsChanged(on, { ...on, promotedObjectsLabel: ' Promoted ' })).toBe(false);
    expect(isPromoCardsChanged(off, { ...off, promotedObjectsLabel: 'Featured' })).toBe(false);
  });
});
