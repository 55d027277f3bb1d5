import { LogoPosition } from '@framehouse/domain';
import { promoCardsShown, promoCardsSide, watermarkCorner } from './overlay-rules';

const objects = [{ id: 'o1', title: 'Bike', url: 'https://shop.example.com/bike', thumbnailUrl: null }];
const settings = {
  promoteObjects: true,
  promoteAtStart: true,
  promoteAtEnd: false,
  promotedObjectsLabel: 'Shop the video',
};

describe('promoCardsShown', () => {
  it('shows the cards during the first 5 seconds with promoteAtStart', () => {
    expect(promoCardsShown(settings, objects, 0, 60)).toBe(true);
    expect(promoCardsShown(settings, objects, 4.9, 60)).toBe(true);
    expect(promoCardsShown(settings, objects, 5, 60)).toBe(false);
    expect(promoCardsShown(settings, objects, 57, 60)).toBe(false);
  });

  it('shows the cards during the last 5 seconds with promoteAtEnd', () => {
    const atEnd = { ...settings, promoteAtStart: false, promoteAtEnd: true };
    expect(promoCardsShown(atEnd, objects, 1, 60)).toBe(false);
    expect(promoCardsShown(atEnd, objects, 54.9, 60)).toBe(false);
    expect(promoCardsShown(atEnd, objects, 55, 60)).toBe(true);
    expect(promoCardsShown(atEnd, objects, 55, Number.NaN)).toBe(false);
  });

  it('shows nothing while promoting is off or nothing is promoted', () => {
    expect(promoCardsShown({ ...settings, promoteObjects: false }, objects, 1, 60)).toBe(false);
    expect(promoCardsShown(settings, [], 1, 60)).toBe(false);
    expect(promoCardsShown(null, objects, 1, 60)).toBe(false);
  });
});

describe('watermarkCorner', () => {
  it('puts the logo in the chosen corner, bottom right by default', () => {
    expect(watermarkCorner(LogoPosition.TOP_LEFT)).toEqual({ vertical: 'top', horizontal: 'left' });
    expect(watermarkCorner(LogoPosition.TOP_RIGHT)).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(watermarkCorner(LogoPosition.BOTTOM_LEFT)).toEqual({ vertical: 'bottom', horizontal: 'left' });
    expect(watermarkCorner(undefined)).toEqual({ vertical: 'bottom', horizontal: 'right' });
  });
});

describe('promoCardsSide', () => {
  it('keeps the cards at the top left unless the logo is there', () => {
    expect(promoCardsSide(LogoPosition.TOP_LEFT, true)).toBe('right');
    expect(promoCardsSide(LogoPosition.TOP_LEFT, false)).toBe('left');
    expect(promoCardsSide(LogoPosition.TOP_RIGHT, true)).toBe('left');
    expect(promoCardsSide(undefined, true)).toBe('left');
  });
});
