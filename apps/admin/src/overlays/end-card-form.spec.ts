import {
  CardOrientation,
  CardSize,
  endCardDesignParts,
  ValidationMessages,
  type EndCardText,
} from '@framehouse/domain';
import {
  CardOrientation as ApiCardOrientation,
  CardSize as ApiCardSize,
  CardType,
  EndCardOrigin,
  type EndCardFieldsFragment,
} from '@framehouse/sdk';
import {
  customCodeProblems,
  DEFAULT_END_CARD_FORM,
  endCardDesignOfForm,
  endCardFieldOf,
  endCardFormOf,
  endCardInputOf,
  endCardProblems,
  HEADLINE_PLACEHOLDER,
  previewEndCardOf,
  SUBLINE_PLACEHOLDER,
  type EndCardForm,
} from './end-card-form';

const HEADLINE: EndCardText = {
  text: 'Thanks',
  font: 'Poppins',
  fontWeight: 700,
  fontSize: 28,
  color: '#111111',
};
const SUBLINE: EndCardText = {
  text: 'See more',
  font: 'Lora',
  fontWeight: 400,
  fontSize: 14,
  color: '#222222',
};

const FULL: EndCardForm = {
  ...DEFAULT_END_CARD_FORM,
  name: '  Spring card ',
  cardOrientation: CardOrientation.VERTICAL,
  cardSize: CardSize.M,
  headline: HEADLINE,
  sublineEnabled: true,
  subline: SUBLINE,
  backgroundImageEnabled: true,
  backgroundImage: 'data:image/png;base64,iVBORw0KGgo=',
  ctaButton1: 'b1',
  ctaButton2: 'b2',
  watchNextButtonVisible: true,
  promoCodeEnabled: true,
  promoCode: { text: ' SPRING20 ', label: 'Your code' },
};

function storedCard(form: EndCardForm, imageUrl: string | null): EndCardFieldsFragment {
  const parts = endCardDesignParts(endCardDesignOfForm(form));
  return {
    id: 'c1',
    name: form.name.trim(),
    status: 'ACTIVE',
    cardType: CardType.Custom,
    origin: EndCardOrigin.GuiBuilder,
    videosCount: 2,
    momentsCount: 1,
    created: '2026-11-01T10:00:00.000Z',
    customCode: null,
    cardOrientation: ApiCardOrientation.Vertical,
    cardSize: ApiCardSize.M,
    overlay: parts.overlay ?? null,
    background: parts.background ?? null,
    backgroundImageUrl: imageUrl,
    backgroundImageSettings: parts.backgroundImageSettings ?? null,
    border: parts.border ?? null,
    videoControlButtons: parts.videoControlButtons ?? null,
    headline: parts.headline ?? null,
    subline: parts.subline ?? null,
    ctaButton1: form.ctaButton1 ? { id: form.ctaButton1, name: 'One' } : null,
    ctaButton2: form.ctaButton2 ? { id: form.ctaButton2, name: 'Two' } : null,
    watchNextButtonVisible: form.watchNextButtonVisible,
    promoCodeButton: form.promoCodeEnabled ? { text: 'SPRING20', label: 'Your code' } : null,
  };
}

describe('endCardInputOf (overlays-distribution §7)', () => {
  it('sends the design as JSON-string parts, the name and promo code trimmed, and a new picture as base64', () => {
    const input = endCardInputOf(FULL);
    expect(input.name).toBe('Spring card');
    expect(input.cardOrientation).toBe(ApiCardOrientation.Vertical);
    expect(input.cardSize).toBe(ApiCardSize.M);
    expect(JSON.parse(input.headline ?? '')).toEqual(HEADLINE);
    expect(JSON.parse(input.subline ?? '')).toEqual(SUBLINE);
    expect(JSON.parse(input.overlay ?? '')).toEqual({ color: '#000000', opacity: 90 });
    expect(input.ctaButton1).toBe('b1');
    expect(input.ctaButton2).toBe('b2');
    expect(input.watchNextButtonVisible).toBe(true);
    expect(input.promoCodeButton).toEqual({ text: 'SPRING20', label: 'Your code' });
    expect(input.backgroundImageEnabled).toBe(true);
    expect(input.backgroundImageBase64).toBe(FULL.backgroundImage);
  });

  it('sends subline, CTA buttons and promo code as null when off, and backgroundImageEnabled false', () => {
    const input = endCardInputOf({
      ...FULL,
      sublineEnabled: false,
      ctaButton1: null,
      ctaButton2: null,
      promoCodeEnabled: false,
      backgroundImageEnabled: false,
    });
    expect(input.subline).toBeNull();
    expect(input.ctaButton1).toBeNull();
    expect(input.ctaButton2).toBeNull();
    expect(input.promoCodeButton).toBeNull();
    expect(input.backgroundImageEnabled).toBe(false);
    expect(input).not.toHaveProperty('backgroundImageBase64');
  });

  it('keeps a stored picture without sending it again', () => {
    const input = endCardInputOf({ ...FULL, backgroundImage: 'https://media.example.com/bg.webp' });
    expect(input.backgroundImageEnabled).toBe(true);
    expect(input).not.toHaveProperty('backgroundImageBase64');
  });
});

describe('endCardFormOf', () => {
  it('reads a stored card back into the form it was saved from', () => {
    const stored = storedCard(FULL, 'https://media.example.com/bg.webp');
    const form = endCardFormOf(stored);
    expect(form).toEqual({
      ...FULL,
      name: 'Spring card',
      backgroundImage: 'https://media.example.com/bg.webp',
      promoCode: { text: 'SPRING20', label: 'Your code' },
    });
  });

  it('opens a card without subline, picture or promo code with them off and their defaults kept', () => {
    const form = endCardFormOf(
      storedCard({ ...FULL, sublineEnabled: false, promoCodeEnabled: false, ctaButton2: null }, null),
    );
    expect(form.sublineEnabled).toBe(false);
    expect(form.subline).toEqual(DEFAULT_END_CARD_FORM.subline);
    expect(form.backgroundImageEnabled).toBe(false);
    expect(form.promoCodeEnabled).toBe(false);
    expect(form.ctaButton2).toBeNull();
  });
});

describe('endCardProblems (§5)', () => {
  it('asks for the name and the headline with the domain messages', () => {
    const problems = endCardProblems(DEFAULT_END_CARD_FORM);
    expect(problems.name).toBe(ValidationMessages.endCardNameEmpty);
    expect(problems.headline).toBe(ValidationMessages.headlineEmpty);
  });

  it('asks for the subline text only while the subline is on', () => {
    const form = { ...FULL, subline: { ...SUBLINE, text: ' ' } };
    expect(endCardProblems(form).subline).toBe(ValidationMessages.sublineEmpty);
    expect(endCardProblems({ ...form, sublineEnabled: false }).subline).toBeUndefined();
  });

  it('refuses an enabled background without a picture, and a chosen file of the wrong kind or size', () => {
    expect(endCardProblems({ ...FULL, backgroundImage: null }).backgroundImage).toBe(
      ValidationMessages.imageEmpty,
    );
    expect(endCardProblems(FULL, { name: 'x.gif', size: 10 }).backgroundImage).toBe(
      ValidationMessages.endCardImageFormat,
    );
    expect(endCardProblems(FULL, { name: 'x.jpg', size: 11 * 1024 * 1024 }).backgroundImage).toBe(
      ValidationMessages.imageMaxSize,
    );
    expect(endCardProblems(FULL)).toEqual({});
  });

  it('checks the custom-code card for its name and code', () => {
    expect(customCodeProblems({ name: '', customCode: '' })).toEqual({
      name: ValidationMessages.endCardNameEmpty,
      customCode: ValidationMessages.customCodeEmpty,
    });
    expect(customCodeProblems({ name: 'Card', customCode: '<p>Hi</p>' })).toEqual({});
  });
});

describe('endCardFieldOf', () => {
  it("puts the API's fields under the form's", () => {
    expect(endCardFieldOf('backgroundImageBase64')).toBe('backgroundImage');
    expect(endCardFieldOf('promoCodeButton.label')).toBe('promoCodeLabel');
    expect(endCardFieldOf('headline')).toBe('headline');
    expect(endCardFieldOf('id')).toBe('form');
    expect(endCardFieldOf(null)).toBe('form');
  });
});

describe('previewEndCardOf', () => {
  it('draws the chosen buttons that are loaded, in order, and nothing that is off', () => {
    const button = {
      kind: 'button' as const,
      id: 'p2',
      url: 'https://example.com',
      design: {
        text: {
          value: 'Buy',
          fontFamily: 'Roboto',
          fontWeight: 400 as const,
          fontSize: 14,
          color: '#FFFFFF',
        },
        background: { color: '#CE0000', opacity: 100 },
        border: { width: 0, color: '#FFFFFF', radius: 0 },
        icon: null,
      },
    };
    const card = previewEndCardOf(
      { ...FULL, promoCodeEnabled: false, backgroundImageEnabled: false },
      new Map([['b2', button]]),
    );
    expect(card.ctaButtons).toEqual([button]);
    expect(card.promoCode).toBeNull();
    expect(card.backgroundImageUrl).toBeNull();
    expect(card.design.subline?.text).toBe('See more');
  });

  it('shows placeholders for a headline and subline not written yet, and saves them empty', () => {
    const form = { ...FULL, headline: { ...HEADLINE, text: '' }, subline: { ...SUBLINE, text: ' ' } };
    const card = previewEndCardOf(form, new Map());
    expect(card.design.headline.text).toBe(HEADLINE_PLACEHOLDER);
    expect(card.design.subline?.text).toBe(SUBLINE_PLACEHOLDER);
    expect(JSON.parse(endCardInputOf(form).headline ?? '').text).toBe('');
  });
});
