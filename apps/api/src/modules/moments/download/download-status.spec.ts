import { MomentCutMode } from '@framehouse/domain';
import { DOWNLOAD_FAILED_MESSAGE, downloadStatus } from './download-status';

describe('downloadStatus', () => {
  const result = { outputKey: 'downloads/moments/1-cut.mp4', size: 1234, mode: MomentCutMode.COPY };
  const job = (progress: unknown, returnvalue: unknown = null, failedReason?: string) => ({
    progress,
    returnvalue,
    failedReason,
  });

  it('answers the percent while the job waits, runs or is retried, 0 before the first report', () => {
    expect(downloadStatus('waiting', job(0))).toEqual({ kind: 'progress', percent: 0 });
    expect(downloadStatus('active', job({ percent: 42.7 }))).toEqual({ kind: 'progress', percent: 42 });
    expect(downloadStatus('delayed', job({ percent: 150 }))).toEqual({ kind: 'progress', percent: 100 });
    expect(downloadStatus('waiting-children', job({ percent: 'x' }))).toEqual({
      kind: 'progress',
      percent: 0,
    });
    expect(downloadStatus('unknown', job(null))).toEqual({ kind: 'progress', percent: 0 });
  });

  it('answers the file of a completed job', () => {
    expect(downloadStatus('completed', job({ percent: 100 }, result))).toEqual({ kind: 'file', result });
  });

  it("answers a failed job's reason, the worker's first line", () => {
    expect(
      downloadStatus('failed', job({ percent: 30 }, null, "The video's source file is missing.\n  at x")),
    ).toEqual({ kind: 'failed', reason: "The video's source file is missing." });
    expect(downloadStatus('failed', job({ percent: 30 }))).toEqual({
      kind: 'failed',
      reason: DOWNLOAD_FAILED_MESSAGE,
    });
  });

  it('answers a failure for a completed job without a readable result', () => {
    for (const broken of [null, 'x', { ...result, size: '1' }, { ...result, mode: 'FAST' }, { size: 1 }]) {
      expect(downloadStatus('completed', job(100, broken))).toEqual({
        kind: 'failed',
        reason: DOWNLOAD_FAILED_MESSAGE,
      });
    }
  });
});
