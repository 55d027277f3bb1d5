import { CtaAnimation, CtaType, minimumRangeMessage, ValidationMessages } from '@framehouse/domain';
import { CtaType as ApiCtaType, type CtaTimestampFieldsFragment } from '@framehouse/sdk';
import {
  addCta,
  addGroup,
  draftOf,
  draftProblems,
  isDraftChanged,
  moveCta,
  playerCtaGroupsOfDraft,
  problemKey,
  problemTarget,
  removeCta,
  removeGroup,
  saveCallOf,
  updateCtaConfig,
  updateGroup,
  videoCtasInputOf,
  type PlacedCta,
} from './cta-placement-draft';

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
const image = {
  id: 'image-1',
  publicUuid: 'pub-image-1',
  created: '2026-01-01T00:00:00Z',
  name: 'Logo',
  url: null,
  imageUrl: 'https://cdn.example.com/logo.png',
};
const config = (calculatedLeft: number) =>
  JSON.stringify({
    width: 40,
    position: { calculatedTop: 20, calculatedLeft },
    animation: { name: 'Bounce', duration: 2, cycleTime: 5 },
  });

const saved: CtaTimestampFieldsFragment[] = [
  {
    id: 'group-1',
    name: 'Intro',
    startTimestamp: 2000,
    endTimestamp: 5000,
    ctas: [
      {
        id: 'placed-2',
        order: 1,
        type: ApiCtaType.Image,
        config: config(70),
        buttonCta: null,
        imageCta: image,
      },
      {
        id: 'placed-1',
        order: 0,
        type: ApiCtaType.Button,
        config: config(30),
        buttonCta: button,
        imageCta: null,
      },
    ],
  },
];

const imageCta: PlacedCta = {
  type: CtaType.IMAGE,
  ctaId: 'image-1',
  name: 'Logo',
  player: { kind: 'image', id: 'pub-image-1', url: null, imageUrl: 'https://cdn.example.com/logo.png' },
};

describe('the CTA placement draft', () => {
  it('reads the saved groups with their CTAs in stacking order', () => {
    const [group] = draftOf(saved);
    expect(group).toMatchObject({ key: 'group-1', name: 'Intro', startMs: 2000, endMs: 5000 });
    expect(group.ctas.map((entry) => [entry.key, entry.cta.type, entry.cta.ctaId])).toEqual([
      ['placed-1', CtaType.BUTTON, 'button-1'],
      ['placed-2', CtaType.IMAGE, 'image-1'],
    ]);
    expect(group.ctas[0].config).toEqual({
      width: 40,
      position: { calculatedTop: 20, calculatedLeft: 30 },
      animation: { name: CtaAnimation.BOUNCE, duration: 2, cycleTime: 5 },
    });
    expect(group.ctas[0].cta.player).toMatchObject({ kind: 'button', id: 'pub-button-1' });
  });

  it('maps to the save payload: order is the list position, one id per type, the config as it is', () => {
    expect(videoCtasInputOf(draftOf(saved))).toEqual({
      timestamps: [
        {
          name: 'Intro',
          startTimestamp: 2000,
          endTimestamp: 5000,
          ctas: [
            {
              order: 0,
              buttonCtaId: 'button-1',
              config: {
                width: 40,
                position: { calculatedTop: 20, calculatedLeft: 30 },
                animation: { name: 'Bounce', duration: 2, cycleTime: 5 },
              },
            },
            {
              order: 1,
              imageCtaId: 'image-1',
              config: {
                width: 40,
                position: { calculatedTop: 20, calculatedLeft: 70 },
                animation: { name: 'Bounce', duration: 2, cycleTime: 5 },
              },
            },
          ],
        },
      ],
    });
  });

  it('creates when the video has no CTA timestamps yet, else updates', () => {
    expect(saveCallOf([])).toBe('create');
    expect(saveCallOf(saved)).toBe('update');
  });

  it('has unsaved changes only when the payload differs', () => {
    const draft = draftOf(saved);
    expect(isDraftChanged(draftOf(saved), draft)).toBe(false);
    expect(isDraftChanged(draftOf(saved), updateGroup(draft, 'group-1', { name: 'Intro' }))).toBe(false);
    expect(isDraftChanged(draftOf(saved), updateGroup(draft, 'group-1', { name: 'Start' }))).toBe(true);
    expect(isDraftChanged(draftOf(saved), moveCta(draft, 'group-1', 'placed-2', -1))).toBe(true);
    // Moved and back: nothing to save.
    const back = moveCta(moveCta(draft, 'group-1', 'placed-2', -1), 'group-1', 'placed-2', 1);
    expect(isDraftChanged(draftOf(saved), back)).toBe(false);
  });

  it('adds a group of 5 s at the first free time from the playhead, named after its place', () => {
    const draft = addGroup(draftOf(saved), 'new-1', 12000, 3000);
    expect(draft?.[1]).toEqual({ key: 'new-1', name: 'Timestamp 2', startMs: 5000, endMs: 10000, ctas: [] });
    // No 5 s left anywhere: the first free second.
    expect(addGroup(draftOf(saved), 'new-2', 7000, 3000)?.[1]).toMatchObject({ startMs: 0, endMs: 1000 });
    // No 5 s left after the playhead: from the start.
    expect(addGroup(draftOf(saved), 'new-3', 12000, 11000)?.[1]).toMatchObject({
      startMs: 5000,
      endMs: 10000,
    });
    expect(addGroup([], 'new-4', 500, 0)).toBeUndefined();
  });

  it('adds, reorders and removes CTAs and groups locally', () => {
    let draft = addCta(draftOf(saved), 'group-1', 'new-cta', imageCta);
    const entry = draft[0].ctas[2];
    expect(entry).toMatchObject({ key: 'new-cta', cta: imageCta });
    expect(entry.config).toEqual({
      width: 33,
      position: { calculatedTop: 50, calculatedLeft: 50 },
      animation: { name: null, duration: 1, cycleTime: 0 },
    });
    draft = moveCta(draft, 'group-1', 'new-cta', -1);
    expect(draft[0].ctas.map((cta) => cta.key)).toEqual(['placed-1', 'new-cta', 'placed-2']);
    expect(moveCta(draft, 'group-1', 'placed-1', -1)).toEqual(draft);
    draft = updateCtaConfig(draft, 'group-1', 'new-cta', (current) => ({ ...current, width: 50 }));
    expect(draft[0].ctas[1].config.width).toBe(50);
    expect(draft[0].ctas[2].config.width).toBe(40);
    draft = removeCta(draft, 'group-1', 'placed-1');
    expect(draft[0].ctas.map((cta) => cta.key)).toEqual(['new-cta', 'placed-2']);
    expect(removeGroup(draft, 'group-1')).toEqual([]);
  });

  it('checks the draft with the domain rules, by field', () => {
    let draft = addGroup(draftOf(saved), 'new-1', 12000, 0) ?? [];
    draft = updateGroup(draft, 'new-1', { name: ' ', startMs: 4000, endMs: 4500 });
    draft = updateCtaConfig(draft, 'group-1', 'placed-1', (current) => ({ ...current, width: Number.NaN }));
    const problems = draftProblems(draft, 12000);
    expect(problems['timestamps.1.name']).toBe(ValidationMessages.nameEmpty);
    expect(problems['timestamps.1']).toBe(minimumRangeMessage(1000));
    expect(problems['timestamps.0.ctas.0']).toBe(ValidationMessages.widthEmpty);
    expect(draftProblems(draftOf(saved), 12000)).toEqual({});
    expect(draftProblems(updateGroup(draftOf(saved), 'group-1', { startMs: Number.NaN }), 12000)).toEqual({
      'timestamps.0': ValidationMessages.timestampFormat,
    });
  });

  it('places the API errors on their group, its name, a CTA or the page', () => {
    expect(problemTarget('timestamps.3.name')).toEqual({ kind: 'name', group: 3 });
    expect(problemTarget('timestamps.3')).toEqual({ kind: 'range', group: 3 });
    expect(problemTarget('timestamps.3.ctas')).toEqual({ kind: 'range', group: 3 });
    expect(problemTarget('timestamps.3.ctas.1')).toEqual({ kind: 'cta', group: 3, cta: 1 });
    expect(problemTarget('timestamps.3.ctas.1.buttonCtaId')).toEqual({ kind: 'cta', group: 3, cta: 1 });
    expect(problemTarget('videoId')).toEqual({ kind: 'page' });
    expect(problemTarget(null)).toEqual({ kind: 'page' });
    expect(problemKey(problemTarget('timestamps.3.ctas.1.imageCtaId'))).toBe('timestamps.3.ctas.1');
  });

  it('gives the player the draft, entries keyed, CTAs without content left out', () => {
    let draft = addCta(draftOf(saved), 'group-1', 'gone', { ...imageCta, player: null });
    draft = [...draft, { key: 'bad', name: 'Bad', startMs: Number.NaN, endMs: 3000, ctas: [] }];
    const groups = playerCtaGroupsOfDraft(draft);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ id: 'group-1', startMs: 2000, endMs: 5000 });
    expect(groups[0].ctas.map((entry) => entry.id)).toEqual(['placed-1', 'placed-2']);
    // A width being typed is drawn at the default meanwhile.
    const typing = updateCtaConfig(draft, 'group-1', 'placed-1', (current) => ({
      ...current,
      width: Number.NaN,
    }));
    expect(playerCtaGroupsOfDraft(typing)[0].ctas[0].config.width).toBe(33);
  });
});
