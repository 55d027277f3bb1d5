import {
  CtaAnimation,
  CtaType,
  DEFAULT_BUTTON_CTA_FORM,
  DEFAULT_CTA_PLACEMENT_CONFIG,
  DEFAULT_END_CARD_DESIGN,
  EndCardOrigin,
  EndCardType,
  readButtonCtaForm,
} from '@framehouse/domain';
import type { Cta } from './ctas/cta.entity';
import type { EndCard } from './end-cards/end-card.entity';
import {
  playerCtaGroups,
  playerEndCard,
  presentCtaGroup,
  presentEndCard,
  presentVideoCta,
} from './overlay-presenters';
import type { StoredCtaGroup } from './video-ctas/video-ctas.service';

const created = new Date('2026-01-02T03:04:05Z');
const url = (key: string | null) => (key ? `https://media.example/${key}` : null);
const design = readButtonCtaForm({
  ...DEFAULT_BUTTON_CTA_FORM,
  name: 'Buy',
  url: 'https://shop.example',
  text: 'Buy now',
}).design;

const button: Cta = {
  id: 'b1',
  organizationId: 'o1',
  type: CtaType.BUTTON,
  name: 'Buy',
  url: 'https://shop.example',
  design,
  imageKey: null,
  publicUuid: 'pb1',
  created,
};
const image: Cta = {
  ...button,
  id: 'i1',
  type: CtaType.IMAGE,
  name: 'Logo',
  url: null,
  design: null,
  imageKey: 'overlays/o1/logo.svg',
  publicUuid: 'pi1',
};
const builderCard: EndCard = {
  id: 'c1',
  organizationId: 'o1',
  name: 'Card',
  origin: EndCardOrigin.GUI_BUILDER,
  customCode: null,
  design: { ...DEFAULT_END_CARD_DESIGN, headline: { ...DEFAULT_END_CARD_DESIGN.headline, text: 'Thanks' } },
  backgroundImageKey: 'overlays/o1/bg.webp',
  ctaButton1Id: 'b1',
  ctaButton2Id: 'gone',
  watchNextButtonVisible: true,
  promoCode: { text: 'SAVE10', label: 'Code' },
  created,
};
const group: StoredCtaGroup = {
  timestamp: {
    id: 't1',
    organizationId: 'o1',
    videoId: 'v1',
    position: 0,
    name: 'Intro',
    startMs: 0,
    endMs: 2000,
  },
  ctas: [
    {
      id: 'p1',
      timestampId: 't1',
      videoId: 'v1',
      ctaId: 'b1',
      order: 0,
      config: DEFAULT_CTA_PLACEMENT_CONFIG,
    },
    {
      id: 'p2',
      timestampId: 't1',
      videoId: 'v1',
      ctaId: 'i1',
      order: 1,
      config: {
        ...DEFAULT_CTA_PLACEMENT_CONFIG,
        width: 20,
        animation: { name: CtaAnimation.BOUNCE, duration: 2, cycleTime: 5 },
      },
    },
    {
      id: 'p3',
      timestampId: 't1',
      videoId: 'v1',
      ctaId: 'deleted',
      order: 2,
      config: DEFAULT_CTA_PLACEMENT_CONFIG,
    },
  ],
};
const ctas = new Map([
  ['b1', button],
  ['i1', image],
]);

describe('presentEndCard', () => {
  it('answers a builder card with its parts as JSON strings and the subline null when off', () => {
    const presented = presentEndCard(builderCard, 'https://media.example/bg.webp');
    expect(presented).toMatchObject({
      status: 'ACTIVE',
      cardType: EndCardType.CUSTOM,
      origin: EndCardOrigin.GUI_BUILDER,
      cardOrientation: DEFAULT_END_CARD_DESIGN.cardOrientation,
      cardSize: DEFAULT_END_CARD_DESIGN.cardSize,
      backgroundImageUrl: 'https://media.example/bg.webp',
      subline: null,
      customCode: null,
      promoCodeButton: { text: 'SAVE10', label: 'Code' },
      ctaButton1Id: 'b1',
    });
    expect(JSON.parse(presented.headline ?? '')).toMatchObject({ text: 'Thanks' });
    expect(JSON.parse(presented.overlay ?? '')).toEqual(DEFAULT_END_CARD_DESIGN.overlay);
  });

  it('answers a custom-code card with its code and no design', () => {
    const presented = presentEndCard(
      { ...builderCard, origin: EndCardOrigin.CUSTOM_JS, customCode: '<p>Hi</p>', design: null },
      null,
    );
    expect(presented).toMatchObject({
      customCode: '<p>Hi</p>',
      headline: null,
      cardSize: null,
      overlay: null,
    });
  });
});

describe('presentVideoCta and presentCtaGroup', () => {
  it("gives a button's text part as template and its look as styles", () => {
    const presented = presentVideoCta(group.ctas[0] as StoredCtaGroup['ctas'][number], button, url);
    expect(presented.type).toBe(CtaType.BUTTON);
    expect(JSON.parse(presented.template)).toEqual(design.text);
    expect(JSON.parse(presented.styles ?? '')).toEqual({
      background: design.background,
      border: design.border,
      icon: null,
    });
    expect(presented.width).toBe(33);
    expect(JSON.parse(presented.config)).toEqual(DEFAULT_CTA_PLACEMENT_CONFIG);
  });

  it("gives an image's URL as template and no styles", () => {
    const presented = presentVideoCta(group.ctas[1] as StoredCtaGroup['ctas'][number], image, url);
    expect(presented).toMatchObject({ type: CtaType.IMAGE, styles: null, width: 20, buttonCta: null });
    expect(JSON.parse(presented.template)).toEqual({
      imageUrl: 'https://media.example/overlays/o1/logo.svg',
      url: null,
    });
    expect(presented.imageCta?.imageUrl).toBe('https://media.example/overlays/o1/logo.svg');
  });

  it('answers the range of a group', () => {
    const presented = presentCtaGroup(group, ctas, url);
    expect(presented).toMatchObject({
      id: 't1',
      name: 'Intro',
      startTimestamp: 0,
      endTimestamp: 2000,
      ranges: [0, 2000],
    });
    expect(presented.ctas.map((cta) => cta.id)).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('for the player', () => {
  it('resolves CTAs by their public id and leaves out those that went', () => {
    const [played] = playerCtaGroups([group], ctas, url);
    expect(played).toMatchObject({ id: 't1', startMs: 0, endMs: 2000 });
    expect(played?.ctas).toEqual([
      {
        id: 'p1',
        cta: { kind: 'button', id: 'pb1', url: 'https://shop.example', design },
        config: DEFAULT_CTA_PLACEMENT_CONFIG,
      },
      {
        id: 'p2',
        cta: { kind: 'image', id: 'pi1', url: null, imageUrl: 'https://media.example/overlays/o1/logo.svg' },
        config: group.ctas[1]?.config,
      },
    ]);
  });

  it('gives a builder card its design, picture, existing buttons and promo code', () => {
    expect(playerEndCard(builderCard, ctas, url)).toEqual({
      kind: 'builder',
      id: 'c1',
      design: builderCard.design,
      backgroundImageUrl: 'https://media.example/overlays/o1/bg.webp',
      ctaButtons: [{ kind: 'button', id: 'pb1', url: 'https://shop.example', design }],
      watchNextButtonVisible: true,
      promoCode: { text: 'SAVE10', label: 'Code' },
    });
  });

  it('gives a custom card its code only', () => {
    const card = { ...builderCard, origin: EndCardOrigin.CUSTOM_JS, customCode: '<b>x</b>', design: null };
    expect(playerEndCard(card, ctas, url)).toEqual({ kind: 'custom', id: 'c1', customCode: '<b>x</b>' });
  });
});
