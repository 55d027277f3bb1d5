import { MomentCutMode } from '@framehouse/domain';
import { downloadStatus } from './download-status';

describe('downloadStatus', () => {
  const result = { outputKey: 'downloads/moments/1-cut.mp4', size: 1234, mode: MomentCutMode.COPY };

  it('answers the percent while the job waits, runs or is retried, 0 before the first report', () => {
    expect(downloadStatus('waiting', 0, null)).toEqual({ kind: 'progress', percent: 0 });
    expect(downloadStatus('active', { percent: 42.7 }, null)).toEqual({ kind: 'progress', percent: 42 });
    expect(downloadStatus('delayed', { percent: 150 }, null)).toEqual({ kind: 'progress', percent: 100 });
    expect(downloadStatus('waiting-children', { percent: 'x' }, null)).toEqual({
      kind: 'progress',
      percent: 0,
    });
    expect(downloadStatus('unknown', null, null)).toEqual({ kind: 'progress', percent: 0 });
  });

  it('answers the file of a completed job', () => {
    expect(downloadStatus('completed', { percent: 100 }, result)).toEqual({ kind: 'file', result });
  });

  it('answers a failure for a failed job, or a completed one without a readable result', () => {
    expect(downloadStatus('failed', { percent: 30 }, null)).toEqual({ kind: 'failed' });
    for (const broken of [null, 'x', { ...result, size: '1' }, { ...result, mode: 'FAST' }, { size: 1 }]) {
      expect(downloadStatus('completed', 100, broken)).toEqual({ kind: 'failed' });
    }
  });
});
