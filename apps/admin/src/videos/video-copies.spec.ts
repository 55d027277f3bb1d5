import { VideoStatus } from '@framehouse/domain';
import { copiesLabel, copyDescription, hasCopies } from './video-copies';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

describe('copiesLabel', () => {
  it('counts the copies, one in the singular', () => {
    expect(copiesLabel(1)).toBe('+1 copy');
    expect(copiesLabel(2)).toBe('+2 copies');
    expect(copiesLabel(12)).toBe('+12 copies');
  });
});

describe('hasCopies', () => {
  it('is true only when the video has other videos on its media', () => {
    expect(hasCopies({ duplicates: [{ id: 'a' }] })).toBe(true);
    expect(hasCopies({ duplicates: [] })).toBe(false);
    expect(hasCopies({ duplicates: null })).toBe(false);
    expect(hasCopies({})).toBe(false);
  });
});

describe('copyDescription', () => {
  it('reads the status as the badge does, then the day the copy was added', () => {
    expect(copyDescription({ status: VideoStatus.DRAFT, created: '2025-01-02T10:00:00.000Z' }, isoDate)).toBe(
      'DRAFT · added 2025-01-02',
    );
    expect(
      copyDescription({ status: VideoStatus.EDITED, created: '2025-03-04T10:00:00.000Z' }, isoDate),
    ).toBe('PUBLISHED* · added 2025-03-04');
  });

  it('gives a Scheduled copy the day it goes live', () => {
    expect(
      copyDescription(
        {
          status: VideoStatus.SCHEDULED,
          created: '2025-01-02T10:00:00.000Z',
          scheduledDatetime: '2025-02-01T09:00:00.000Z',
        },
        isoDate,
      ),
    ).toBe('SCHEDULED · goes live 2025-02-01');
    // Not yet told when: the day it was added.
    expect(
      copyDescription({ status: VideoStatus.SCHEDULED, created: '2025-01-02T10:00:00.000Z' }, isoDate),
    ).toBe('SCHEDULED · added 2025-01-02');
  });

  it('shows an unknown status as it came', () => {
    expect(copyDescription({ status: 'ARCHIVED', created: '2025-01-02T10:00:00.000Z' }, isoDate)).toBe(
      'ARCHIVED · added 2025-01-02',
    );
  });
});
