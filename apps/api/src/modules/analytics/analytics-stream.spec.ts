import { PlayerEventType, PlayerSurface } from '@framehouse/domain';
import { batchOfFields, entryTime, streamFields, type StreamedBatch } from './analytics-stream';

const batch: StreamedBatch = {
  organizationId: '11111111-1111-4111-8111-111111111111',
  videoId: '22222222-2222-4222-8222-222222222222',
  momentId: '33333333-3333-4333-8333-333333333333',
  startMs: 1000,
  endMs: 9000,
  session: 'session-aaaaaaaaaaaa',
  viewer: 'ab'.repeat(32),
  surface: PlayerSurface.WIDGET,
  host: null,
  events: [{ type: PlayerEventType.WATCHED, from: 1000, to: 2000 }],
};

describe('the analytics stream entries', () => {
  it('read back as written', () => {
    expect(batchOfFields(streamFields(batch))).toEqual(batch);
    expect(batchOfFields(streamFields({ ...batch, momentId: null, endMs: null }))).toEqual({
      ...batch,
      momentId: null,
      endMs: null,
    });
    expect(entryTime('1767225600000-3')).toBe(1_767_225_600_000);
  });

  it.each([
    [['other', '{}']],
    [['batch', 'not json']],
    [['batch', JSON.stringify({ ...batch, organizationId: 'x' })]],
    [['batch', JSON.stringify({ ...batch, startMs: -1 })]],
    [['batch', JSON.stringify({ ...batch, viewer: '' })]],
    [['batch', JSON.stringify({ ...batch, events: [] })]],
    [[]],
  ])('skip what this code did not write: %j', (fields) => {
    expect(batchOfFields(fields)).toBeNull();
  });
});
