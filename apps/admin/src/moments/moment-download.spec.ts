import {
  attachmentFilename,
  MomentDownloadError,
  momentDownloadStartUrl,
  momentDownloadStatus,
  momentDownloadStatusUrl,
  progressPercent,
  startMomentDownload,
} from './moment-download';

function response(body: BodyInit, status: number, headers: Record<string, string>): Response {
  return new Response(body, { status, headers });
}

describe('moment download', () => {
  it('names the REST calls of spec §7 with whole milliseconds', () => {
    expect(momentDownloadStartUrl('m1', { start: 1000.4, end: 6000 })).toBe('/moments/download/m1/1000/6000');
    expect(momentDownloadStatusUrl('cut-moment-m1-1000-6000')).toBe(
      '/moments/download/status/cut-moment-m1-1000-6000',
    );
  });

  it('reads the progress and the attachment name', () => {
    expect(progressPercent({ progress_percentage: 42.4 })).toBe(42);
    expect(progressPercent({})).toBe(0);
    expect(attachmentFilename('attachment; filename="Intro.mp4"', 'x.mp4')).toBe('Intro.mp4');
    expect(attachmentFilename('attachment; filename="a.mp4"; filename*=UTF-8\'\'Caf%C3%A9.mp4', 'x')).toBe(
      'Café.mp4',
    );
    expect(attachmentFilename(null, 'x.mp4')).toBe('x.mp4');
  });

  it('starts with the bearer token and answers the job id', async () => {
    const calls: [string, RequestInit][] = [];
    const jobId = await startMomentDownload(
      async (url, init) => {
        calls.push([url, init]);
        return response(JSON.stringify({ job_id: 'job-1' }), 200, { 'Content-Type': 'application/json' });
      },
      'tok',
      'm1',
      { start: 0, end: 5000 },
    );
    expect(jobId).toBe('job-1');
    expect(calls[0]?.[1].headers).toEqual({ Authorization: 'Bearer tok' });
  });

  it('answers the percentage, then the file; a failure carries its status code', async () => {
    const progress = await momentDownloadStatus(
      async () =>
        response(JSON.stringify({ progress_percentage: 30 }), 200, { 'Content-Type': 'application/json' }),
      'tok',
      'job-1',
      'Intro.mp4',
    );
    expect(progress).toEqual({ kind: 'progress', percent: 30 });
    const done = await momentDownloadStatus(
      async () =>
        response('mp4', 200, {
          'Content-Type': 'video/mp4',
          'Content-Disposition': 'attachment; filename="a.mp4"',
        }),
      'tok',
      'job-1',
      'Intro.mp4',
    );
    expect(done.kind === 'file' && done.filename).toBe('a.mp4');
    const failing = momentDownloadStatus(async () => response('{}', 500, {}), 'tok', 'job-1', 'x');
    await expect(failing).rejects.toBeInstanceOf(MomentDownloadError);
    await expect(failing).rejects.toThrow('Downloading moment failed: status code 500');
  });
});
