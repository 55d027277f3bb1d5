import { JobName, jobIdFor } from '@framehouse/domain';
import { parseD2CJobId } from './d2c-job-events';

const ID = '0b7c6a8e-3f0e-4c59-9d1a-6a4f0f6f7c11';

describe('parseD2CJobId', () => {
  it('reads the ids jobIdFor makes for the D2C steps', () => {
    expect(parseD2CJobId(jobIdFor(JobName.PROBE_MEDIA, ID))).toEqual({
      name: JobName.PROBE_MEDIA,
      transcriptionId: ID,
    });
    expect(parseD2CJobId(jobIdFor(JobName.TRANSCRIBE_MEDIA, ID))).toEqual({
      name: JobName.TRANSCRIBE_MEDIA,
      transcriptionId: ID,
    });
  });

  it('ignores the other jobs of the queue and anything else', () => {
    for (const id of [
      jobIdFor(JobName.TRANSCRIBE_VIDEO, ID, 0),
      jobIdFor(JobName.PROBE_MEDIA, ID, 1),
      `probe-media-not-a-uuid`,
      '42',
    ]) {
      expect(parseD2CJobId(id)).toBeNull();
    }
  });
});
