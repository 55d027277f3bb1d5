import { ObjectCategory } from '../enums/object-category';
import { isObjectDetectionPending, ObjectDetectionStatus } from '../media/object-detection';
import {
  deleteObjectsConfirmation,
  detectedObjectTitle,
  normalizeObjectUrl,
  objectCategoryChoices,
  validateObjectAnnotation,
  validateObjectRange,
} from './object-annotation';

const TEN_SECONDS = 10_000;

describe('object annotations', () => {
  it('requires a trimmed title and a category, and accepts an empty or valid URL', () => {
    expect(
      validateObjectAnnotation(
        { title: '  ', category: 'NOPE', url: 'not a url', startTimestamp: '0:00', endTimestamp: '0:05' },
        { durationMs: TEN_SECONDS },
      ),
    ).toEqual({
      title: 'Title cannot be empty',
      category: 'Required',
      url: 'URL is in incorrect format',
    });
    expect(
      validateObjectAnnotation(
        {
          title: ' Sign ',
          category: ObjectCategory.STOP_SIGN,
          url: '  ',
          startTimestamp: '0:00',
          endTimestamp: '0:10',
        },
        { durationMs: TEN_SECONDS },
      ),
    ).toEqual({});
    expect(
      validateObjectAnnotation(
        { title: 'x', category: ObjectCategory.CAR, url: ' https://shop.example.com/car ' },
        { durationMs: TEN_SECONDS, partial: true },
      ),
    ).toEqual({});
  });

  it('checks only the fields an update gives, the range against the kept values', () => {
    expect(validateObjectAnnotation({}, { durationMs: TEN_SECONDS, partial: true })).toEqual({});
    expect(
      validateObjectAnnotation(
        { endTimestamp: '0:01' },
        {
          durationMs: TEN_SECONDS,
          partial: true,
          current: { startTimestamp: '00:00:02.000', endTimestamp: '00:00:05.000' },
        },
      ),
    ).toEqual({ endTimestamp: 'Start timestamp needs to be smaller than End timestamp.' });
  });

  it.each([
    ['0:00', '0:10', {}],
    ['0:02.5', '0:02.501', {}],
    ['x', '0:05', { startTimestamp: 'Start/End timestamps need to be in valid time format' }],
    ['0:01', '', { endTimestamp: 'Start/End timestamps need to be in valid time format' }],
    ['-0:01', '0:05', { startTimestamp: 'Start/End timestamps need to be in video duration range' }],
    ['0:01', '0:11', { endTimestamp: 'Start/End timestamps need to be in video duration range' }],
    ['0:03', '0:03', { endTimestamp: 'Start/End timestamps need to be in video duration range' }],
    ['0:05', '0:03', { endTimestamp: 'Start timestamp needs to be smaller than End timestamp.' }],
  ])('range %s – %s', (start, end, expected) => {
    expect(validateObjectRange(start, end, TEN_SECONDS)).toEqual(expected);
  });

  it('stores a trimmed URL, and none for an empty one', () => {
    expect(normalizeObjectUrl('  https://example.com/a ')).toBe('https://example.com/a');
    expect(normalizeObjectUrl('   ')).toBeNull();
    expect(normalizeObjectUrl(null)).toBeNull();
  });

  it('names detected objects and offers every category alphabetically', () => {
    expect(detectedObjectTitle(ObjectCategory.STOP_SIGN)).toBe('Stop sign');
    const choices = objectCategoryChoices();
    expect(choices).toHaveLength(80);
    expect(choices[0]).toEqual({ id: ObjectCategory.AIRPLANE, name: 'Airplane' });
    expect(choices.map((choice) => choice.name)).toEqual(
      [...choices.map((choice) => choice.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('words the delete confirmation by count', () => {
    expect(deleteObjectsConfirmation(1)).toBe('The selected object will be removed permanently.');
    expect(deleteObjectsConfirmation(2)).toBe('The 2 selected objects will be removed permanently.');
  });

  it('knows when the detection is still to come', () => {
    expect(isObjectDetectionPending(ObjectDetectionStatus.QUEUED)).toBe(true);
    expect(isObjectDetectionPending(ObjectDetectionStatus.IN_PROGRESS)).toBe(true);
    expect(isObjectDetectionPending(ObjectDetectionStatus.COMPLETED)).toBe(false);
    expect(isObjectDetectionPending(ObjectDetectionStatus.FAILED)).toBe(false);
    expect(isObjectDetectionPending(null)).toBe(false);
  });
});
