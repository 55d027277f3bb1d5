import { AdDensity, AdLocation, AdType } from '@framehouse/domain';
import {
  adSecondsLeft,
  chooseMediaFile,
  dueMidroll,
  midrollTimes,
  scheduleAdBreaks,
  skipOffsetSeconds,
  type AdMediaFile,
} from './ad-rules';

describe('midrollTimes', () => {
  it('places EVERY_N_MIN midrolls every N minutes, none in the last 30 seconds', () => {
    expect(midrollTimes(AdDensity.EVERY_2_MIN, 7 * 60)).toEqual([120, 240, 360]);
    expect(midrollTimes(AdDensity.EVERY_2_MIN, 6 * 60 + 20)).toEqual([120, 240]);
    expect(midrollTimes(AdDensity.EVERY_10_MIN, 9 * 60)).toEqual([]);
  });

  it('spreads AUTO midrolls evenly, at least 5 minutes apart', () => {
    expect(midrollTimes(AdDensity.AUTO, 4 * 60)).toEqual([]);
    expect(midrollTimes(AdDensity.AUTO, 9 * 60)).toEqual([]);
    expect(midrollTimes(AdDensity.AUTO, 12 * 60)).toEqual([360]);
    expect(midrollTimes(AdDensity.AUTO, 30 * 60)).toEqual([300, 600, 900, 1200, 1500]);
  });

  it('has none for an unknown duration', () => {
    expect(midrollTimes(AdDensity.EVERY_1_MIN, Number.NaN)).toEqual([]);
    expect(midrollTimes(AdDensity.EVERY_1_MIN, Number.POSITIVE_INFINITY)).toEqual([]);
  });
});

describe('scheduleAdBreaks', () => {
  it('orders preroll, midrolls and postroll as the locations ask', () => {
    const breaks = scheduleAdBreaks(
      [AdLocation.POSTROLL, AdLocation.MIDROLL, AdLocation.PREROLL],
      AdDensity.EVERY_1_MIN,
      150,
    );
    expect(breaks.map((adBreak) => [adBreak.location, adBreak.at])).toEqual([
      [AdLocation.PREROLL, 0],
      [AdLocation.MIDROLL, 60],
      [AdLocation.POSTROLL, 150],
    ]);
    expect(new Set(breaks.map((adBreak) => adBreak.id)).size).toBe(3);
  });

  it('plays a preroll before the duration is known, a postroll only once it is', () => {
    expect(scheduleAdBreaks([AdLocation.PREROLL, AdLocation.POSTROLL], AdDensity.AUTO, Number.NaN)).toEqual([
      { id: 'preroll', location: AdLocation.PREROLL, at: 0 },
    ]);
    expect(scheduleAdBreaks([], AdDensity.AUTO, 600)).toEqual([]);
  });
});

describe('dueMidroll', () => {
  const breaks = scheduleAdBreaks([AdLocation.MIDROLL], AdDensity.EVERY_1_MIN, 400);

  it('is the midroll the playhead just passed', () => {
    expect(dueMidroll(breaks, new Set(), 59.8, 60.05)?.at).toBe(60);
    expect(dueMidroll(breaks, new Set(), 50, 59)).toBeUndefined();
  });

  it('plays one ad for a seek over several, and none again for one already played', () => {
    expect(dueMidroll(breaks, new Set(), 10, 250)?.at).toBe(240);
    expect(dueMidroll(breaks, new Set(['midroll-240']), 10, 250)?.at).toBe(180);
  });

  it('plays none on a seek back', () => {
    expect(dueMidroll(breaks, new Set(), 250, 10)).toBeUndefined();
  });
});

describe('chooseMediaFile', () => {
  const mp4 = (width: number, bitrate: number, extra: Partial<AdMediaFile> = {}): AdMediaFile => ({
    fileURL: `https://ads.example.com/${width}-${bitrate}.mp4`,
    mimeType: 'video/mp4',
    deliveryType: 'progressive',
    width,
    height: Math.round((width * 9) / 16),
    bitrate,
    ...extra,
  });
  const playsMp4 = (type: string) => type === 'video/mp4';

  it('takes the narrowest file that fills the player, the lower bit rate first', () => {
    const files = [mp4(1920, 5000), mp4(1280, 3000), mp4(1280, 2000), mp4(640, 800)];
    expect(chooseMediaFile(files, 1000, playsMp4)).toBe(files[2]);
  });

  it('takes the widest when none fills the player', () => {
    const files = [mp4(640, 800), mp4(854, 1200)];
    expect(chooseMediaFile(files, 1400, playsMp4)).toBe(files[1]);
  });

  it('leaves out what the browser cannot play, streaming delivery and VPAID', () => {
    const files = [
      mp4(1280, 2000, { mimeType: 'video/x-flv' }),
      mp4(1280, 2000, { deliveryType: 'streaming' }),
      mp4(1280, 2000, { apiFramework: 'VPAID', mimeType: 'application/javascript' }),
      mp4(1280, 2000, { fileURL: '' }),
    ];
    expect(chooseMediaFile(files, 640, playsMp4)).toBeUndefined();
    expect(chooseMediaFile([...files, mp4(320, 300)], 640, playsMp4)?.width).toBe(320);
  });
});

describe('skipOffsetSeconds', () => {
  it('never lets a NON_SKIPPABLE ad be skipped', () => {
    expect(skipOffsetSeconds(AdType.NON_SKIPPABLE, 5)).toBeUndefined();
  });

  it('follows the VAST for BOTH', () => {
    expect(skipOffsetSeconds(AdType.BOTH, 3)).toBe(3);
    expect(skipOffsetSeconds(AdType.BOTH, null)).toBeUndefined();
    expect(skipOffsetSeconds(AdType.BOTH, -1)).toBeUndefined();
  });

  it('gives SKIPPABLE the default offset when the VAST has none', () => {
    expect(skipOffsetSeconds(AdType.SKIPPABLE, 2)).toBe(2);
    expect(skipOffsetSeconds(AdType.SKIPPABLE, null)).toBe(5);
  });
});

describe('adSecondsLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(adSecondsLeft(15, 3.2)).toBe(12);
    expect(adSecondsLeft(15, 16)).toBe(0);
    expect(adSecondsLeft(Number.NaN, 1)).toBe(0);
  });
});
