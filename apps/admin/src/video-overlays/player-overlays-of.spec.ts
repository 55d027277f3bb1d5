import {
  CardOrientation,
  CardSize,
  DEFAULT_CTA_PLACEMENT_CONFIG,
  DEFAULT_END_CARD_DESIGN,
} from '@framehouse/domain';
import {
  CardOrientation as ApiCardOrientation,
  CardSize as ApiCardSize,
  CardType,
  CtaType as ApiCtaType,
  EndCardOrigin,
  type EndCardFieldsFragment,
} from '@framehouse/sdk';
import { placementConfigOf, playerCtaGroupsOf, playerEndCardOf } from './player-overlays-of';

const button = {
  id: 'button-1',
  publicUuid: 'pub-button-1',
  created: '2026-01-01T00:00:00Z',
  name: 'Buy',
  url: 'https://shop.example.com',
  text: JSON.stringify({
    value: 'Buy now',
    fontFamily: 'Roboto',
    fontWeight: 400,
    fontSize: 14,
    color: '#FFFFFF',
  }),
  background: JSON.stringify({ color: '#CE0000', opacity: 100 }),
  border: JSON.stringify({ width: 0, color: '#FFFFFF', radius: 0 }),
  icon: null,
};

const card = (overrides: Partial<EndCardFieldsFragment> = {}): EndCardFieldsFragment => ({
  id: 'card-1',
  name: 'Thanks',
  cardType: CardType.Custom,
  status: 'ACTIVE',
  videosCount: 0,
  momentsCount: 0,
  created: '2026-01-01T00:00:00Z',
  origin: EndCardOrigin.GuiBuilder,
  cardOrientation: ApiCardOrientation.Vertical,
  cardSize: ApiCardSize.L,
  overlay: null,
  background: null,
  backgroundImageSettings: null,
  backgroundImageUrl: null,
  border: null,
  videoControlButtons: null,
  headline: JSON.stringify({
    text: 'Thanks for watching',
    font: 'Roboto',
    fontWeight: 700,
    fontSize: 24,
    color: '#000000',
  }),
  subline: null,
  customCode: null,
  watchNextButtonVisible: true,
  ctaButton1: { id: 'button-1', name: 'Buy' },
  ctaButton2: { id: 'gone', name: 'Gone' },
  promoCodeButton: { text: 'SAVE10', label: 'Code' },
  ...overrides,
});

describe('placementConfigOf', () => {
  it('reads the stored config and takes the defaults for what is missing or unreadable', () => {
    expect(
      placementConfigOf('{"width":20,"position":{"calculatedTop":10},"animation":{"name":"Shake"}}'),
    ).toEqual({
      width: 20,
      position: { calculatedTop: 10, calculatedLeft: 50 },
      animation: { name: 'Shake', duration: 1, cycleTime: 0 },
    });
    expect(placementConfigOf('not json')).toEqual(DEFAULT_CTA_PLACEMENT_CONFIG);
    expect(placementConfigOf('{"animation":{"name":"Explode"}}').animation.name).toBeNull();
  });
});

describe('playerCtaGroupsOf', () => {
  it('gives the renderer each group with its CTAs in order, named by public id; a CTA that went is left out', () => {
    const groups = playerCtaGroupsOf([
      {
        id: 'group-1',
        name: 'Intro',
        startTimestamp: 2000,
        endTimestamp: 5000,
        ctas: [
          { id: 'b', order: 1, type: ApiCtaType.Image, config: '{}', buttonCta: null, imageCta: null },
          { id: 'a', order: 0, type: ApiCtaType.Button, config: '{}', buttonCta: button, imageCta: null },
        ],
      },
    ]);
    expect(groups).toEqual([
      {
        id: 'group-1',
        startMs: 2000,
        endMs: 5000,
        ctas: [
          {
            id: 'a',
            config: DEFAULT_CTA_PLACEMENT_CONFIG,
            cta: {
              kind: 'button',
              id: 'pub-button-1',
              url: 'https://shop.example.com',
              design: expect.objectContaining({ text: expect.objectContaining({ value: 'Buy now' }) }),
            },
          },
        ],
      },
    ]);
  });
});

describe('playerEndCardOf', () => {
  it('reads a builder card with the buttons that loaded and its promo code', () => {
    const endCard = playerEndCardOf(card(), [button, null]);
    expect(endCard).toMatchObject({
      kind: 'builder',
      id: 'card-1',
      watchNextButtonVisible: true,
      promoCode: { text: 'SAVE10', label: 'Code' },
      backgroundImageUrl: null,
    });
    if (endCard?.kind !== 'builder') throw new Error('not a builder card');
    expect(endCard.ctaButtons.map((cta) => cta.id)).toEqual(['pub-button-1']);
    expect(endCard.design.cardOrientation).toBe(CardOrientation.VERTICAL);
    expect(endCard.design.cardSize).toBe(CardSize.L);
    expect(endCard.design.headline.text).toBe('Thanks for watching');
    expect(endCard.design.overlay).toEqual(DEFAULT_END_CARD_DESIGN.overlay);
    expect(endCard.design.subline).toBeNull();
  });

  it('gives a custom-code card its code only', () => {
    expect(playerEndCardOf(card({ origin: EndCardOrigin.CustomJs, customCode: '<p>Bye</p>' }), [])).toEqual({
      kind: 'custom',
      id: 'card-1',
      customCode: '<p>Bye</p>',
    });
    expect(playerEndCardOf(card({ origin: EndCardOrigin.CustomJs }), [])).toBeNull();
  });
});
