import { CtaAnimation, CtaIconName } from '../enums/cta';
import { CardOrientation, CardSize, HorizontalAlignment } from '../enums/end-card';
import {
  buttonCtaDesignOf,
  buttonCtaDesignParts,
  buttonCtaFormOf,
  DEFAULT_BUTTON_CTA_FORM,
  readButtonCtaForm,
} from './button-cta-design';
import {
  ctaAnimationRunning,
  ctaPlacementProblems,
  ctaTimestampProblems,
  DEFAULT_CTA_PLACEMENT_CONFIG,
} from './cta-placement';
import {
  DEFAULT_END_CARD_DESIGN,
  endCardDesignParts,
  endCardFontFaces,
  readEndCardDesign,
} from './end-card-design';
import { ctaGroupsAt } from './player-overlays';

const headline = JSON.stringify({
  text: 'Thanks for watching',
  font: 'Lobster',
  fontWeight: 400,
  fontSize: 30,
  color: '#123',
});

describe('readEndCardDesign', () => {
  it('takes the defaults for parts not sent and reads the sent ones', () => {
    const { design, problems } = readEndCardDesign({
      cardOrientation: CardOrientation.VERTICAL,
      headline,
      border: JSON.stringify({ width: 4, color: '#FF0000', radius: 20 }),
    });
    expect(problems).toEqual([]);
    expect(design.cardOrientation).toBe(CardOrientation.VERTICAL);
    expect(design.cardSize).toBe(CardSize.L);
    expect(design.border).toEqual({ width: 4, color: '#FF0000', radius: 20 });
    expect(design.overlay).toEqual(DEFAULT_END_CARD_DESIGN.overlay);
    expect(design.headline.font).toBe('Lobster');
    expect(design.subline).toBeNull();
  });

  it('answers each broken part on its field with the rule of §5', () => {
    const { problems } = readEndCardDesign({
      headline: JSON.stringify({ text: ' ', fontSize: 8 }),
      overlay: JSON.stringify({ color: 'red', opacity: 75 }),
      background: JSON.stringify({ opacity: 82 }),
      border: JSON.stringify({ width: 21 }),
      backgroundImageSettings: JSON.stringify({ horizontal: 'middle' }),
      subline: JSON.stringify({ text: '' }),
      videoControlButtons: 'not json',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'headline', message: 'Headline cannot be empty' },
        { field: 'headline', message: 'Value must be between 10px and 120px' },
        { field: 'overlay', message: 'Invalid hex color format' },
        { field: 'overlay', message: 'Value must be between 80% and 100%' },
        { field: 'background', message: 'Must be a multiple of 5.' },
        { field: 'border', message: 'Value must be between 0px and 20px' },
        { field: 'backgroundImageSettings', message: 'Must be one of: left, center, right.' },
        { field: 'subline', message: 'Subline cannot be empty' },
        { field: 'videoControlButtons', message: 'Must be a JSON object.' },
      ]),
    );
  });

  it('refuses a weight the font does not offer', () => {
    const { problems } = readEndCardDesign({
      headline: JSON.stringify({ text: 'Hi', font: 'Pacifico', fontWeight: 700 }),
    });
    expect(problems).toEqual([{ field: 'headline', message: 'Font or weight is not available.' }]);
  });

  it('round-trips through the JSON strings the API returns, and lists the faces it uses', () => {
    const subline = JSON.stringify({ text: 'More soon', font: 'Lora', fontWeight: 600 });
    const { design } = readEndCardDesign({ headline, subline });
    const parts = endCardDesignParts(design);
    expect(
      readEndCardDesign({ ...parts, cardOrientation: design.cardOrientation, cardSize: design.cardSize })
        .design,
    ).toEqual(design);
    expect(endCardFontFaces(design)).toEqual([
      { family: 'Lobster', weight: 400 },
      { family: 'Lora', weight: 600 },
    ]);
    expect(JSON.parse(parts.backgroundImageSettings ?? '').horizontal).toBe(HorizontalAlignment.CENTER);
  });

  it('writes each part with its keys in one order, whatever order the stored object has', () => {
    const { design } = readEndCardDesign({ headline });
    const reordered = JSON.parse(
      JSON.stringify(design, (_key, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).reverse())
          : value,
      ),
    );
    expect(endCardDesignParts(reordered)).toEqual(endCardDesignParts(design));
    expect(endCardDesignParts(design).border).toBe('{"width":0,"color":"#000000","radius":15}');
  });
});

describe('button CTA form', () => {
  const form = {
    ...DEFAULT_BUTTON_CTA_FORM,
    name: ' Buy ',
    url: 'https://shop.example/x',
    text: ' Buy now ',
  };

  it('trims the texts and keeps the defaults of §3', () => {
    const { name, url, design, problems } = readButtonCtaForm(form);
    expect(problems).toEqual([]);
    expect(name).toBe('Buy');
    expect(url).toBe('https://shop.example/x');
    expect(design).toEqual({
      text: { value: 'Buy now', fontFamily: 'Roboto', fontWeight: 400, fontSize: 14, color: '#FFFFFF' },
      background: { color: '#CE0000', opacity: 100 },
      border: { width: 0, color: '#FFFFFF', radius: 0 },
      icon: null,
    });
  });

  it('answers the spec messages on their fields', () => {
    const { problems } = readButtonCtaForm({
      ...form,
      name: '',
      url: 'nope',
      text: '',
      fontSize: 19,
      backgroundOpacity: 75,
      borderWidth: 11,
      fontColor: '#12',
      hasIcon: true,
      iconValue: null,
    });
    expect(problems).toEqual([
      { field: 'name', message: 'Button name cannot be empty' },
      { field: 'url', message: 'URL is in incorrect format' },
      { field: 'text', message: 'Button text cannot be empty' },
      { field: 'fontSize', message: 'Value must be between 12px and 18px' },
      { field: 'fontColor', message: 'Invalid hex color format' },
      { field: 'backgroundOpacity', message: 'Value must be between 80% and 100%' },
      { field: 'borderWidth', message: 'Value must be between 0px and 10px' },
      { field: 'iconValue', message: expect.stringContaining('Must be one of: ARROW_RIGHT') },
    ]);
  });

  it('round-trips form → parts → design → form', () => {
    const withIcon = {
      ...form,
      name: 'Buy',
      url: 'https://shop.example/x',
      text: 'Buy now',
      hasIcon: true,
      iconValue: CtaIconName.CART,
      borderRadius: 99,
    };
    const { design } = readButtonCtaForm(withIcon);
    const back = buttonCtaDesignOf(buttonCtaDesignParts(design));
    expect(back && buttonCtaFormOf('Buy', 'https://shop.example/x', back)).toEqual(withIcon);
    expect(buttonCtaDesignOf({ text: '{', background: '{}', border: '{}', icon: null })).toBeUndefined();
    const reversed = Object.fromEntries(
      Object.entries(design).map(([key, part]) => [
        key,
        part && Object.fromEntries(Object.entries(part).reverse()),
      ]),
    );
    expect(buttonCtaDesignParts(reversed as typeof design)).toEqual(buttonCtaDesignParts(design));
  });
});

describe('CTA placement', () => {
  const group = (name: string, start: number, end: number) => ({
    name,
    startTimestamp: start,
    endTimestamp: end,
    ctas: [{ config: DEFAULT_CTA_PLACEMENT_CONFIG }],
  });

  it('accepts touching groups inside the video', () => {
    expect(ctaTimestampProblems([group('A', 0, 2000), group('B', 2000, 5000)], 5000)).toEqual([]);
  });

  it('refuses an empty name, a short range, an overlap and a range beyond the video', () => {
    const problems = ctaTimestampProblems(
      [group(' ', 0, 900), group('B', 1000, 4000), group('C', 3000, 4500), group('D', 4500, 6000)],
      5000,
    );
    expect(problems).toEqual([
      { field: 'timestamps.0.name', message: 'Name cannot be empty' },
      { field: 'timestamps.0', message: 'Provided range needs to be at least 1 second long.' },
      { field: 'timestamps.1', message: expect.stringContaining('overlap with existing timestamp(s): C') },
      { field: 'timestamps.2', message: expect.stringContaining('overlap with existing timestamp(s): B') },
      { field: 'timestamps.3', message: 'Start/End timestamps need to be in video duration range' },
    ]);
  });

  it('checks width, position and the fixed animation lists', () => {
    const problems = ctaPlacementProblems('cta', {
      width: 100,
      position: { calculatedTop: -5, calculatedLeft: 50 },
      animation: { name: 'Spin' as CtaAnimation, duration: 10, cycleTime: 6 },
    });
    expect(problems.map((p) => p.message)).toEqual([
      'Value must be between 1% and 99%',
      'Value must be between 0% and 100%',
      'Must be one of: Jiggle, Bounce, Rotate, Vibrate, Shake.',
      'Must be one of: 1, 2, 3, 4, 5, 6, 7, 8, 9.',
      'Must be one of: 0, 1, 2, 3, 4, 5, 7, 10, 15, 30, 60.',
    ]);
  });

  it('runs an animation for its duration, then rests for its cycle time', () => {
    const animation = { name: CtaAnimation.BOUNCE, duration: 2, cycleTime: 3 };
    expect([0, 1999, 2000, 4999, 5000].map((ms) => ctaAnimationRunning(animation, ms))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(ctaAnimationRunning({ ...animation, cycleTime: 0 }, 123_456)).toBe(true);
    expect(ctaAnimationRunning({ ...animation, name: null }, 0)).toBe(false);
  });

  it('shows the groups whose range holds the time, end excluded', () => {
    const groups = [
      { id: 'a', startMs: 2000, endMs: 5000, ctas: [] },
      { id: 'b', startMs: 5000, endMs: 6000, ctas: [] },
    ];
    expect(ctaGroupsAt(groups, 1999)).toEqual([]);
    expect(ctaGroupsAt(groups, 2000).map((g) => g.id)).toEqual(['a']);
    expect(ctaGroupsAt(groups, 5000).map((g) => g.id)).toEqual(['b']);
  });
});
