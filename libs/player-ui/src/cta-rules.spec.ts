import {
  CTA_ANIMATION_DURATIONS_S,
  CTA_CYCLE_TIMES_S,
  CtaAnimation,
  ctaAnimationRunning,
  ctaGroupsAt,
  type PlayerCtaGroup,
} from '@framehouse/domain';
import { ctaAnimationTiming, ctaBox, ctaKeyframes, openableLink, rgbaOf, scaledPx } from './cta-rules';

describe('which CTAs show at a time', () => {
  const group = (id: string, startMs: number, endMs: number): PlayerCtaGroup => ({
    id,
    startMs,
    endMs,
    ctas: [],
  });
  const groups = [group('a', 2000, 5000), group('b', 5000, 8000)];

  it('shows a group from its start up to (not at) its end, never before', () => {
    expect(ctaGroupsAt(groups, 1999).map((g) => g.id)).toEqual([]);
    expect(ctaGroupsAt(groups, 2000).map((g) => g.id)).toEqual(['a']);
    expect(ctaGroupsAt(groups, 4999).map((g) => g.id)).toEqual(['a']);
    expect(ctaGroupsAt(groups, 5000).map((g) => g.id)).toEqual(['b']);
    expect(ctaGroupsAt(groups, 8000).map((g) => g.id)).toEqual([]);
  });
});

describe('openableLink', () => {
  it('opens http(s), mailto and tel links as the browser parses them', () => {
    expect(openableLink('https://shop.example.com/a?b=1')).toBe('https://shop.example.com/a?b=1');
    expect(openableLink('HTTP://Example.com')).toBe('http://example.com/');
    expect(openableLink('mailto:sales@example.com')).toBe('mailto:sales@example.com');
    expect(openableLink('tel:+4930123456')).toBe('tel:+4930123456');
  });

  it('never opens script, data, relative or missing links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '/relative/path',
      'shop.example.com',
      '',
      null,
      undefined,
    ])
      expect(openableLink(url)).toBeNull();
  });
});

describe('ctaBox', () => {
  const at = (left: number, top: number, width = 33) => ({
    width,
    position: { calculatedLeft: left, calculatedTop: top },
  });

  it('centres the CTA on its position', () => {
    expect(ctaBox(at(50, 50), 10)).toEqual({ left: 33.5, top: 45, width: 33 });
  });

  it('keeps the CTA inside the picture at every edge', () => {
    expect(ctaBox(at(0, 0), 10)).toEqual({ left: 0, top: 0, width: 33 });
    expect(ctaBox(at(100, 100), 10)).toEqual({ left: 67, top: 90, width: 33 });
    expect(ctaBox(at(95, 2, 20), 20)).toEqual({ left: 80, top: 0, width: 20 });
  });

  it('uses the position as the top edge until the height is measured', () => {
    expect(ctaBox(at(50, 30), 0).top).toBe(30);
  });

  it('never draws wider or taller than the picture', () => {
    expect(ctaBox(at(50, 50, 150), 120)).toEqual({ left: 0, top: 0, width: 100 });
  });
});

describe('CTA animation timing', () => {
  it('is none without an animation', () => {
    expect(ctaAnimationTiming({ name: null, duration: 3, cycleTime: 0 })).toBeNull();
  });

  it('runs constantly with a cycle time of 0', () => {
    expect(ctaAnimationTiming({ name: CtaAnimation.JIGGLE, duration: 2, cycleTime: 0 })).toEqual({
      periodS: 2,
      runFraction: 1,
      moves: 2,
      timing: 'ease-in-out',
    });
  });

  it('runs `duration` seconds, then rests `cycleTime` seconds', () => {
    const timing = ctaAnimationTiming({ name: CtaAnimation.BOUNCE, duration: 1, cycleTime: 3 });
    expect(timing).toMatchObject({ periodS: 4, runFraction: 0.25, moves: 1 });
  });

  it('moves exactly when ctaAnimationRunning says it runs, for every duration and cycle time', () => {
    for (const duration of CTA_ANIMATION_DURATIONS_S)
      for (const cycleTime of CTA_CYCLE_TIMES_S) {
        const animation = { name: CtaAnimation.SHAKE, duration, cycleTime };
        const timing = ctaAnimationTiming(animation);
        if (!timing) throw new Error('no timing');
        for (const elapsedMs of [0, 500, duration * 1000 - 1, duration * 1000 + 1, 61_000, 123_456]) {
          // Where the CSS animation is within its period, as a share of the period.
          const progress = ((elapsedMs / 1000) % timing.periodS) / timing.periodS;
          expect(progress < timing.runFraction).toBe(ctaAnimationRunning(animation, elapsedMs));
        }
      }
  });

  it('repeats short moves through a long run (a 9 s vibrate keeps vibrating)', () => {
    expect(ctaAnimationTiming({ name: CtaAnimation.VIBRATE, duration: 9, cycleTime: 0 })?.moves).toBe(30);
    expect(ctaAnimationTiming({ name: CtaAnimation.ROTATE, duration: 1, cycleTime: 5 })?.moves).toBe(1);
  });

  it('puts the moves in the run and holds the rest until the period ends', () => {
    const timing = ctaAnimationTiming({ name: CtaAnimation.ROTATE, duration: 2, cycleTime: 2 });
    if (!timing) throw new Error('no timing');
    expect(ctaKeyframes(CtaAnimation.ROTATE, timing)).toBe(
      '0% { transform: rotate(0deg); } 25% { transform: rotate(360deg); } ' +
        '50% { transform: rotate(360deg); } 100% { transform: rotate(360deg); }',
    );
  });

  it('has keyframes for every animation the spec lists', () => {
    for (const name of Object.values(CtaAnimation)) {
      const timing = ctaAnimationTiming({ name, duration: 1, cycleTime: 0 });
      if (!timing) throw new Error(`no timing for ${name}`);
      const css = ctaKeyframes(name, timing);
      expect(css.startsWith('0% {')).toBe(true);
      expect(css).toMatch(/100% \{ transform: [^;]+; \}$/);
    }
  });
});

describe('rgbaOf', () => {
  it('reads 6 and 3 digit colours with an opacity in percent', () => {
    expect(rgbaOf('#CE0000', 100)).toBe('rgba(206, 0, 0, 1)');
    expect(rgbaOf('#fff', 80)).toBe('rgba(255, 255, 255, 0.8)');
    expect(rgbaOf('#000000', 150)).toBe('rgba(0, 0, 0, 1)');
  });

  it('leaves an unreadable colour as it is', () => {
    expect(rgbaOf('red', 90)).toBe('red');
  });
});

describe('scaledPx', () => {
  it('scales with the picture from the reference width, within limits', () => {
    expect(scaledPx(24)).toBe('clamp(18px, calc(24 * 100cqw / 746), 60px)');
  });
});
