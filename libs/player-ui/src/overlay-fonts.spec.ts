import {
  CardOrientation,
  CardSize,
  DEFAULT_END_CARD_DESIGN,
  type ButtonCtaDesign,
  type FontWeight,
  type PlayerButtonCta,
  type PlayerOverlays,
} from '@framehouse/domain';
import { fontFileName, fontsourceFile, fontSlug } from './font-files';
import {
  fontFaceUrl,
  loadOverlayFonts,
  overlayFontFaces,
  overlayFontFamily,
  overlayFontStack,
} from './overlay-fonts';

const button = (fontFamily: string, fontWeight: FontWeight): PlayerButtonCta => {
  const design: ButtonCtaDesign = {
    text: { value: 'Shop', fontFamily, fontWeight, fontSize: 14, color: '#FFFFFF' },
    background: { color: '#CE0000', opacity: 100 },
    border: { width: 0, color: '#FFFFFF', radius: 0 },
    icon: null,
  };
  return { kind: 'button', id: `${fontFamily}-${fontWeight}`, url: 'https://example.com', design };
};

const overlays: PlayerOverlays = {
  ctaGroups: [
    {
      id: 'g1',
      startMs: 2000,
      endMs: 5000,
      ctas: [
        {
          id: 'p1',
          cta: button('Poppins', 700),
          config: {
            width: 33,
            position: { calculatedTop: 50, calculatedLeft: 50 },
            animation: { name: null, duration: 1, cycleTime: 0 },
          },
        },
        {
          id: 'p2',
          cta: { kind: 'image', id: 'i1', url: null, imageUrl: 'https://cdn.example.com/i.webp' },
          config: {
            width: 20,
            position: { calculatedTop: 10, calculatedLeft: 10 },
            animation: { name: null, duration: 1, cycleTime: 0 },
          },
        },
      ],
    },
  ],
  endCard: {
    kind: 'builder',
    id: 'e1',
    design: {
      ...DEFAULT_END_CARD_DESIGN,
      cardOrientation: CardOrientation.HORIZONTAL,
      cardSize: CardSize.L,
      headline: { ...DEFAULT_END_CARD_DESIGN.headline, text: 'Thanks', font: 'Lobster', fontWeight: 400 },
      subline: { text: 'More', font: 'Poppins', fontWeight: 700, fontSize: 14, color: '#000000' },
    },
    backgroundImageUrl: null,
    ctaButtons: [button('Exo 2', 800), button('Pacifico', 900)],
    watchNextButtonVisible: true,
    promoCode: null,
  },
  watchNext: null,
};

describe('font files', () => {
  it('names each face by its family slug and weight', () => {
    expect(fontSlug('Exo 2')).toBe('exo-2');
    expect(fontSlug('EB Garamond')).toBe('eb-garamond');
    expect(fontFileName('Playfair Display', 900)).toBe('playfair-display-900.woff2');
    expect(fontsourceFile('Roboto Condensed', 700)).toBe(
      '@fontsource/roboto-condensed/files/roboto-condensed-latin-700-normal.woff2',
    );
  });

  it('serves them under the player, from the Framehouse origin', () => {
    expect(fontFaceUrl('https://video.example.com', 'Exo 2', 800)).toBe(
      'https://video.example.com/player/fonts/exo-2-800.woff2',
    );
    expect(fontFaceUrl('', 'Lora', 400)).toBe('/player/fonts/lora-400.woff2');
  });
});

describe('overlayFontFaces', () => {
  it('lists every face the CTAs and the end card use, once, and only shipped ones', () => {
    expect(overlayFontFaces(overlays)).toEqual([
      { family: 'Poppins', weight: 700 },
      { family: 'Lobster', weight: 400 },
      { family: 'Exo 2', weight: 800 },
    ]);
  });

  it('lists none without overlays or for a custom-code card', () => {
    expect(overlayFontFaces(null)).toEqual([]);
    expect(
      overlayFontFaces({
        ctaGroups: [],
        endCard: { kind: 'custom', id: 'c', customCode: '' },
        watchNext: null,
      }),
    ).toEqual([]);
  });
});

describe('font families in the document', () => {
  it('are prefixed, with a generic fallback of their kind', () => {
    expect(overlayFontFamily('Roboto')).toBe('Framehouse Roboto');
    expect(overlayFontStack('Lora')).toBe('"Framehouse Lora", serif');
    expect(overlayFontStack('Pacifico')).toBe('"Framehouse Pacifico", cursive');
    expect(overlayFontStack('Sora')).toBe('"Framehouse Sora", sans-serif');
  });
});

describe('loadOverlayFonts', () => {
  class FakeFontFace {
    loaded = false;
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    load() {
      this.loaded = true;
      return Promise.resolve(this);
    }
  }

  it('adds each face once per document, under its prefixed name and our URL, and loads it', async () => {
    const set: FakeFontFace[] = [];
    const host = {
      fonts: { add: (face: FakeFontFace) => set.push(face) },
      FontFace: FakeFontFace,
    };
    const faces = overlayFontFaces(overlays);
    await loadOverlayFonts(host, faces, 'https://video.example.com');
    await loadOverlayFonts(host, faces, 'https://video.example.com');
    expect(set.map((face) => [face.family, face.descriptors.weight, face.source, face.loaded])).toEqual([
      [
        'Framehouse Poppins',
        '700',
        'url("https://video.example.com/player/fonts/poppins-700.woff2") format("woff2")',
        true,
      ],
      [
        'Framehouse Lobster',
        '400',
        'url("https://video.example.com/player/fonts/lobster-400.woff2") format("woff2")',
        true,
      ],
      [
        'Framehouse Exo 2',
        '800',
        'url("https://video.example.com/player/fonts/exo-2-800.woff2") format("woff2")',
        true,
      ],
    ]);
  });
});
