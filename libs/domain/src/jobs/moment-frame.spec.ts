import { JobName, QueueName } from '../constants/queues';
import { JOB_CONTRACTS } from './job-contracts';
import { MalformedJobData } from './job-values';
import { captureMomentFrameContract, momentFrameJobId } from './moment-frame';

describe('capture-moment-frame', () => {
  const capture = {
    momentId: 'c5e1c1f0-1111-4222-8333-944445555666',
    videoId: 'a1b2c3d4-1111-4222-8333-944445555666',
    organizationId: 'b1b2c3d4-1111-4222-8333-944445555666',
    sourceKey: 'media/org/media/source.mp4',
    atMs: 18_000,
    outputKey: 'media/org/media/moment-frames/c5e1c1f0-1111-4222-8333-944445555666-18000.jpg',
  };

  it('goes on the moments queue, one job per moment and start', () => {
    expect(JOB_CONTRACTS[JobName.CAPTURE_MOMENT_FRAME].queue).toBe(QueueName.MOMENT_DOWNLOAD);
    expect(momentFrameJobId(capture.momentId, 18_000)).toBe(
      'capture-moment-frame-c5e1c1f0-1111-4222-8333-944445555666-18000',
    );
    expect(momentFrameJobId(capture.momentId, 18_000)).not.toBe(momentFrameJobId(capture.momentId, 18_001));
  });

  it('reads a payload', () => {
    expect(captureMomentFrameContract.parseData({ ...capture, extra: 1 })).toEqual(capture);
    expect(captureMomentFrameContract.parseData({ ...capture, atMs: 0 })).toEqual({ ...capture, atMs: 0 });
  });

  it.each([
    [{ ...capture, atMs: -1 }, 'atMs is -1'],
    [{ ...capture, atMs: 1.5 }, 'atMs is 1.5'],
    [{ ...capture, outputKey: '../x.jpg' }, 'outputKey'],
    [{ ...capture, sourceKey: undefined }, 'sourceKey is missing'],
    [{ ...capture, momentId: undefined }, 'momentId is missing'],
  ])('fails %j naming the field', (data, message) => {
    expect(() => captureMomentFrameContract.parseData(data)).toThrow(MalformedJobData);
    expect(() => captureMomentFrameContract.parseData(data)).toThrow(message);
  });

  it('reads a result that names its file', () => {
    expect(captureMomentFrameContract.parseResult({ outputKey: capture.outputKey })).toEqual({
      outputKey: capture.outputKey,
    });
    for (const broken of [null, 'x', {}, { outputKey: 3 }]) {
      expect(captureMomentFrameContract.parseResult(broken)).toBeNull();
    }
  });
});
