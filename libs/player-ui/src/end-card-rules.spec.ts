import {
  CardOrientation,
  CardSize,
  END_CARD_FRAME_CLICK_MESSAGE,
  END_CARD_FRAME_MESSAGE,
  HorizontalAlignment,
  VerticalAlignment,
} from '@framehouse/domain';
import { backgroundImageCss, cssUrl, endCardBox, isEndCardLinkClick } from './end-card-rules';

describe('endCardBox', () => {
  it('gives each size its share of the player, horizontal cards in the picture’s shape', () => {
    const shares = Object.values(CardSize).map(
      (size) => endCardBox(CardOrientation.HORIZONTAL, size).heightPercent,
    );
    expect(shares).toEqual([100, 90, 80, 70, 60, 50]);
    expect(endCardBox(CardOrientation.HORIZONTAL, CardSize.M)).toEqual({
      heightPercent: 60,
      widthPercent: 60,
      aspectRatio: null,
    });
  });

  it('draws a vertical card as a 9:16 portrait of its share of the height', () => {
    expect(endCardBox(CardOrientation.VERTICAL, CardSize.XL)).toEqual({
      heightPercent: 80,
      widthPercent: null,
      aspectRatio: '9 / 16',
    });
  });

  it('covers the whole picture in FULLSCREEN, whatever the orientation', () => {
    for (const orientation of Object.values(CardOrientation))
      expect(endCardBox(orientation, CardSize.FULLSCREEN)).toEqual({
        heightPercent: 100,
        widthPercent: 100,
        aspectRatio: null,
      });
  });
});

describe('backgroundImageCss', () => {
  it('sizes the picture in percent of the card and places it by its alignment', () => {
    expect(
      backgroundImageCss({
        size: 40,
        horizontal: HorizontalAlignment.RIGHT,
        vertical: VerticalAlignment.TOP,
      }),
    ).toEqual({ backgroundSize: '40% auto', backgroundPosition: 'right top' });
  });

  it('keeps the size within 0–100 and unknown alignments centred', () => {
    expect(
      backgroundImageCss({
        size: 250,
        horizontal: 'middle' as HorizontalAlignment,
        vertical: VerticalAlignment.BOTTOM,
      }),
    ).toEqual({ backgroundSize: '100% auto', backgroundPosition: 'center bottom' });
  });
});

describe('cssUrl', () => {
  it('quotes the address and escapes what would end the string', () => {
    expect(cssUrl('https://cdn.example.com/a%20b.webp')).toBe('url("https://cdn.example.com/a%20b.webp")');
    expect(cssUrl('https://x.example/a"),url(https://evil.example/b')).toBe(
      'url("https://x.example/a\\22 ),url(https://evil.example/b")',
    );
  });
});

describe('isEndCardLinkClick', () => {
  // Stand-ins for windows: only their identity counts.
  const frame = {} as Window;
  const otherFrame = {} as Window;
  const click = { type: END_CARD_FRAME_CLICK_MESSAGE };

  it("takes the click message from the card's frame", () => {
    expect(isEndCardLinkClick({ source: frame, data: click }, frame)).toBe(true);
    expect(isEndCardLinkClick({ source: frame, data: { ...click, extra: 1 } }, frame)).toBe(true);
  });

  it("ignores the page's other frames and scripts, and a frame not there any more", () => {
    expect(isEndCardLinkClick({ source: otherFrame, data: click }, frame)).toBe(false);
    expect(isEndCardLinkClick({ source: null, data: click }, frame)).toBe(false);
    expect(isEndCardLinkClick({ source: null, data: click }, null)).toBe(false);
    expect(isEndCardLinkClick({ source: undefined, data: click }, undefined)).toBe(false);
  });

  it('ignores any other message of the frame', () => {
    for (const data of [
      { type: END_CARD_FRAME_MESSAGE, code: '<p>Hi</p>' },
      { type: 'framehouse:end-card-clicks' },
      END_CARD_FRAME_CLICK_MESSAGE,
      null,
      undefined,
      42,
      [click],
    ]) {
      expect(isEndCardLinkClick({ source: frame, data }, frame)).toBe(false);
    }
  });
});
