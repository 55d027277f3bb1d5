import { ValidationMessages, VideoStatus } from '@framehouse/domain';
import { SCHEDULED_PUBLISH_TOOLTIP } from '../video-editor/video-editor-form';
import {
  momentFieldErrors,
  momentFormValuesOf,
  momentPlaybackEnded,
  momentRangeProblem,
  momentRewindMs,
  momentsPublishButton,
  MOMENTS_NOT_EDITABLE,
  newMomentRange,
  newMomentTitle,
  rangeLabel,
  selectedWordsRange,
  stepTimestamp,
  timestampKeyStep,
  validateMomentForm,
} from './moment-editor';

const key = (key: string, modifiers: { shiftKey?: boolean; altKey?: boolean } = {}) => ({
  key,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('the moments editor', () => {
  it('steps a timestamp by 100 ms, 1 s with shift, 16 ms with alt', () => {
    expect(timestampKeyStep(key('ArrowUp'))).toBe(100);
    expect(timestampKeyStep(key('ArrowDown'))).toBe(-100);
    expect(timestampKeyStep(key('ArrowUp', { shiftKey: true }))).toBe(1000);
    expect(timestampKeyStep(key('ArrowDown', { altKey: true }))).toBe(-16);
    expect(timestampKeyStep(key('Enter'))).toBeUndefined();
  });

  it('keeps a stepped timestamp inside the video and leaves a text that is no time alone', () => {
    expect(stepTimestamp('00:00:05.000', 100, 20000)).toBe('00:00:05.100');
    expect(stepTimestamp('0:05', -1000, 20000)).toBe('00:00:04.000');
    expect(stepTimestamp('00:00:00.010', -16, 20000)).toBe('00:00:00.000');
    expect(stepTimestamp('00:00:19.990', 1000, 20000)).toBe('00:00:20.000');
    expect(stepTimestamp('5 s', 100, 20000)).toBe('5 s');
  });

  it('checks a range against the other moments only, with the spec messages', () => {
    const moments = [
      { id: 'a', title: 'Intro', start: 0, end: 5000 },
      { id: 'b', title: 'Outro', start: 10000, end: 15000 },
    ];
    expect(momentRangeProblem('a', 0, 6000, 20000, moments)).toBeUndefined();
    expect(momentRangeProblem('a', 0, 11000, 20000, moments)).toBe(
      "Moment's timestamps (00:00:00.000 - 00:00:11.000) overlap with existing Moment(s): Outro.",
    );
    expect(momentRangeProblem(undefined, '0:01', '0:04', 20000, [])).toBe(
      'Provided range needs to be at least 5 seconds long.',
    );
    expect(momentRangeProblem('a', 'x', '0:04', 20000, [])).toBe(ValidationMessages.timestampFormat);
    expect(momentRangeProblem('a', 6000, 5000, 20000, [])).toBe(ValidationMessages.timestampOrder);
  });

  it('puts a new moment at the next free 5 s from the playhead, else from the start', () => {
    const moments = [
      { start: 0, end: 5000 },
      { start: 12000, end: 20000 },
    ];
    expect(newMomentRange(moments, 20000, 2000)).toEqual({ start: 5000, end: 10000 });
    expect(newMomentRange(moments, 20000, 16000)).toEqual({ start: 5000, end: 10000 });
    expect(newMomentRange([{ start: 0, end: 20000 }], 20000, 0)).toBeUndefined();
    expect(newMomentTitle({ start: 65000, end: 70000 })).toBe('Moment at 01:05');
  });

  it('stops Play Moment at the end and rewinds to the start plus 1 ms', () => {
    const range = { start: 3000, end: 8000 };
    expect(momentPlaybackEnded(7999, range)).toBe(false);
    expect(momentPlaybackEnded(8000, range)).toBe(true);
    expect(momentRewindMs(range)).toBe(3001);
  });

  it('reads selected transcript words as one range', () => {
    expect(
      selectedWordsRange([
        { start: 4200, end: 4600 },
        { start: 1200, end: 1500 },
        { start: 9100, end: 9800 },
      ]),
    ).toEqual({ start: 1200, end: 9800 });
    expect(selectedWordsRange([])).toBeUndefined();
    expect(rangeLabel({ start: 1200, end: 9800 })).toBe('00:01.200 – 00:09.800');
    expect(rangeLabel({ start: 1200, end: 9800 }, { milliseconds: false })).toBe('00:01 – 00:09');
  });

  it('validates the form and places the API errors under their fields', () => {
    expect(
      validateMomentForm({ title: '  ', description: '', tags: [], internalTags: [], endCardId: null }),
    ).toEqual({
      title: 'Title cannot be empty',
    });
    expect(
      momentFieldErrors([
        { field: 'timeRange', messages: ['Start/End timestamps need to be in video duration range'] },
        { field: 'endCardId', messages: ['Not found.'] },
        { field: null, messages: ['Something else'] },
      ]),
    ).toEqual({
      fields: {
        timeRange: 'Start/End timestamps need to be in video duration range',
        endCardId: 'Not found.',
      },
      others: ['Something else'],
    });
  });

  it("reads the form with the moment's own end card (null: the video's)", () => {
    const moment = { title: 'T', description: '', tags: [{ value: 'a' }], internalTags: [] };
    expect(momentFormValuesOf({ ...moment, endCardId: 'card-1' })).toEqual({
      title: 'T',
      description: '',
      tags: ['a'],
      internalTags: [],
      endCardId: 'card-1',
    });
    expect(momentFormValuesOf(moment).endCardId).toBeNull();
  });
});

describe("the moments editor's Publish", () => {
  it('reads Republish for an EDITED video and is enabled while the video is editable and publishable', () => {
    expect(momentsPublishButton(VideoStatus.EDITED, true)).toEqual({
      label: 'Republish',
      disabledReason: undefined,
    });
    expect(momentsPublishButton(VideoStatus.DRAFT, true).disabledReason).toBeUndefined();
    expect(momentsPublishButton(VideoStatus.SCHEDULED, true).disabledReason).toBe(SCHEDULED_PUBLISH_TOOLTIP);
  });

  it('is disabled while the video is not editable', () => {
    const processing = momentsPublishButton(VideoStatus.PROCESSING, false);
    expect(processing.label).toBe('Publish');
    expect(processing.disabledReason).toMatch(/^Video has incorrect status: PROCESSING\./);
    expect(momentsPublishButton(undefined, false).disabledReason).toBe('');
    // Editable is the status and origin table's word; a status it leaves out stays disabled.
    expect(momentsPublishButton(VideoStatus.DRAFT, false).disabledReason).toBe(MOMENTS_NOT_EDITABLE);
  });
});
