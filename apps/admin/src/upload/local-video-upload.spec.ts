import { ContextMessages } from '@framehouse/domain';
import {
  type LocalUploadApi,
  type PartSender,
  resumeLocalVideoUpload,
  UploadCanceledError,
  UploadFailedError,
  type UploadInProgress,
  uploadLocalVideo,
  VIDEO_DELETED,
} from './local-video-upload';

const MiB = 1024 * 1024;
const PART = 5 * MiB;
const FIRST_URL = 'http://api.test/storage/media/o1/v1/source.mp4?uploadId=up-1&partNumber=1&signature=s';

function fakeApi(overrides: Partial<LocalUploadApi> = {}) {
  const calls: string[] = [];
  const api: LocalUploadApi = {
    requestUpload: async (filename) => {
      calls.push(`requestUpload ${filename}`);
      return { videoId: 'v1', uploadUrl: FIRST_URL };
    },
    requestPartUrl: async (videoId, partNumber) => {
      calls.push(`requestPartUrl ${videoId} ${partNumber}`);
      return `http://api.test/storage/media/o1/v1/source.mp4?uploadId=up-1&partNumber=${partNumber}`;
    },
    storedParts: async (videoId) => {
      calls.push(`storedParts ${videoId}`);
      return [];
    },
    confirm: async (videoId, key, parts) => {
      calls.push(`confirm ${videoId} ${key} ${parts.map((p) => `${p.partNumber}:${p.etag}`).join(',')}`);
    },
    cancel: async (videoId, key) => {
      calls.push(`cancel ${videoId} ${key}`);
    },
    deleteVideo: async (videoId) => {
      calls.push(`deleteVideo ${videoId}`);
    },
    ...overrides,
  };
  return { api, calls };
}

const partNumberOf = (url: string) => Number(new URL(url).searchParams.get('partNumber'));

/** Answers every part with ETag "etag-N" after reporting its size as sent. */
const okSender: PartSender = async (url, body, onProgress) => {
  onProgress(body.size);
  return `"etag-${partNumberOf(url)}"`;
};

const file = (size: number, name = 'clip.mp4') =>
  new File([new Uint8Array(size)], name, { type: 'video/mp4' });
const noDelay = async () => undefined;

describe('uploadLocalVideo', () => {
  it('requests the upload, sends every part and confirms with the key and the ETags', async () => {
    const { api, calls } = fakeApi();
    const progress: number[] = [];
    const created: string[] = [];
    const sent: Array<[number, number]> = [];
    const sender: PartSender = async (url, body, onProgress, signal) => {
      sent.push([partNumberOf(url), body.size]);
      return okSender(url, body, onProgress, signal);
    };

    const result = await uploadLocalVideo(
      file(2 * PART + 100),
      api,
      sender,
      new AbortController().signal,
      { onProgress: (percent) => progress.push(percent), onVideoCreated: (id) => created.push(id) },
      { partSize: PART, retryDelay: noDelay },
    );

    expect(result).toEqual({ videoId: 'v1' });
    expect(created).toEqual(['v1']);
    expect(sent.sort((a, b) => a[0] - b[0])).toEqual([
      [1, PART],
      [2, PART],
      [3, 100],
    ]);
    expect(calls[0]).toBe('requestUpload clip.mp4');
    expect(calls).not.toContain('requestPartUrl v1 1');
    expect(calls).toContain('requestPartUrl v1 2');
    expect(calls).toContain('requestPartUrl v1 3');
    expect(calls[calls.length - 1]).toBe(
      'confirm v1 media/o1/v1/source.mp4 1:"etag-1",2:"etag-2",3:"etag-3"',
    );
    expect(progress[progress.length - 1]).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('retries a failing part up to three times', async () => {
    const { api, calls } = fakeApi();
    let failures = 0;
    const flaky: PartSender = async (url, body, onProgress, signal) => {
      if (partNumberOf(url) === 2 && failures < 3) {
        failures++;
        onProgress(body.size / 2);
        throw new Error('connection reset');
      }
      return okSender(url, body, onProgress, signal);
    };
    await uploadLocalVideo(
      file(2 * PART),
      api,
      flaky,
      new AbortController().signal,
      {},
      {
        partSize: PART,
        retryDelay: noDelay,
      },
    );
    expect(failures).toBe(3);
    expect(calls[calls.length - 1]).toMatch(/^confirm v1 /);
  });

  it('fails after the fourth failure of a part and cancels the upload on the server', async () => {
    const { api, calls } = fakeApi();
    let attempts = 0;
    const broken: PartSender = async (url, body, onProgress, signal) => {
      if (partNumberOf(url) === 1) {
        attempts++;
        throw new Error('503');
      }
      return okSender(url, body, onProgress, signal);
    };
    const upload = uploadLocalVideo(
      file(PART),
      api,
      broken,
      new AbortController().signal,
      {},
      {
        partSize: PART,
        retryDelay: noDelay,
      },
    );
    await expect(upload).rejects.toBeInstanceOf(UploadFailedError);
    expect(attempts).toBe(4);
    expect(calls).toContain('cancel v1 media/o1/v1/source.mp4');
    expect(calls.some((call) => call.startsWith('confirm'))).toBe(false);
  });

  it('deletes the half-created video when the upload URL has no upload id', async () => {
    const { api, calls } = fakeApi({
      requestUpload: async () => ({ videoId: 'v9', uploadUrl: 'http://api.test/storage/media/a.mp4' }),
    });
    const upload = uploadLocalVideo(file(10), api, okSender, new AbortController().signal);
    await expect(upload).rejects.toMatchObject({ reason: ContextMessages.uploadMissingUploadId });
    expect(calls).toEqual(['deleteVideo v9']);
  });

  it('deletes the half-created video when the upload URL has no key path', async () => {
    const { api, calls } = fakeApi({
      requestUpload: async () => ({ videoId: 'v9', uploadUrl: 'http://api.test/?uploadId=u' }),
    });
    const upload = uploadLocalVideo(file(10), api, okSender, new AbortController().signal);
    await expect(upload).rejects.toMatchObject({ reason: ContextMessages.uploadMissingKey });
    expect(calls).toEqual(['deleteVideo v9']);
  });

  it('fails when the answer has no video or no upload URL', async () => {
    const noVideo = fakeApi({ requestUpload: async () => ({ videoId: null, uploadUrl: FIRST_URL }) });
    await expect(
      uploadLocalVideo(file(10), noVideo.api, okSender, new AbortController().signal),
    ).rejects.toMatchObject({ reason: ContextMessages.uploadMissingVideoUrl });
    expect(noVideo.calls).toEqual([]);

    const noUrl = fakeApi({ requestUpload: async () => ({ videoId: 'v3', uploadUrl: null }) });
    await expect(
      uploadLocalVideo(file(10), noUrl.api, okSender, new AbortController().signal),
    ).rejects.toMatchObject({ reason: ContextMessages.uploadMissingVideoUrl });
    expect(noUrl.calls).toEqual(['deleteVideo v3']);
  });

  it('fails on the createMultipartUpload step when the request is refused', async () => {
    const { api } = fakeApi({
      requestUpload: async () => {
        throw new Error('VIDEOS_UPLOAD_LIMIT');
      },
    });
    await expect(
      uploadLocalVideo(file(10), api, okSender, new AbortController().signal),
    ).rejects.toMatchObject({
      reason: ContextMessages.uploadFailedOnCreateMultipartUpload,
    });
  });

  it('fails when a further part has no URL, and cancels', async () => {
    const { api, calls } = fakeApi({ requestPartUrl: async () => null });
    const upload = uploadLocalVideo(
      file(2 * PART),
      api,
      okSender,
      new AbortController().signal,
      {},
      {
        partSize: PART,
      },
    );
    await expect(upload).rejects.toBeInstanceOf(UploadFailedError);
    expect(calls).toContain('cancel v1 media/o1/v1/source.mp4');
  });

  it('aborts the parts in flight when cancelled and cancels on the server', async () => {
    const { api, calls } = fakeApi();
    const controller = new AbortController();
    const hanging: PartSender = (_url, _body, _onProgress, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        controller.abort();
      });
    const upload = uploadLocalVideo(
      file(3 * PART),
      api,
      hanging,
      controller.signal,
      {},
      {
        partSize: PART,
        retryDelay: noDelay,
      },
    );
    await expect(upload).rejects.toBeInstanceOf(UploadCanceledError);
    expect(calls).toContain('cancel v1 media/o1/v1/source.mp4');
    expect(calls.some((call) => call.startsWith('confirm'))).toBe(false);
  });

  it('does not cancel on the server when the video was deleted', async () => {
    const { api, calls } = fakeApi();
    const controller = new AbortController();
    const hanging: PartSender = (_url, _body, _onProgress, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        controller.abort(VIDEO_DELETED);
      });
    await expect(
      uploadLocalVideo(file(PART), api, hanging, controller.signal, {}, { partSize: PART }),
    ).rejects.toBeInstanceOf(UploadCanceledError);
    expect(calls.some((call) => call.startsWith('cancel'))).toBe(false);
  });
});

describe('resumeLocalVideoUpload', () => {
  const KEY = 'media/o1/v1/source.mp4';
  const resumable = (resumed: File): UploadInProgress => ({
    videoId: 'v1',
    key: KEY,
    filename: resumed.name,
    size: resumed.size,
    lastModified: resumed.lastModified,
    partSize: PART,
  });

  it('keeps the parts storage holds, sends the others and confirms with all of them', async () => {
    const resumed = file(2 * PART + 100);
    const { api, calls } = fakeApi({
      storedParts: async () => [
        { partNumber: 1, etag: 'stored-1', size: PART },
        // Cut short by the reload: sent again.
        { partNumber: 2, etag: 'stored-2', size: PART - 1 },
      ],
    });
    const sent: number[] = [];
    const progress: number[] = [];
    const sender: PartSender = async (url, body, onProgress, signal) => {
      sent.push(partNumberOf(url));
      return okSender(url, body, onProgress, signal);
    };
    const result = await resumeLocalVideoUpload(
      resumed,
      resumable(resumed),
      api,
      sender,
      new AbortController().signal,
      { onProgress: (percent) => progress.push(percent) },
      { retryDelay: noDelay, concurrency: 1 },
    );
    expect(result).toEqual({ videoId: 'v1' });
    expect(sent).toEqual([2, 3]);
    expect(progress[0]).toBe(49);
    expect(calls).toEqual([
      'requestPartUrl v1 2',
      'requestPartUrl v1 3',
      `confirm v1 ${KEY} 1:stored-1,2:"etag-2",3:"etag-3"`,
    ]);
  });

  it('asks for the URL of part 1 when storage does not hold it', async () => {
    const resumed = file(100);
    const { api, calls } = fakeApi();
    await resumeLocalVideoUpload(resumed, resumable(resumed), api, okSender, new AbortController().signal);
    expect(calls).toEqual(['storedParts v1', 'requestPartUrl v1 1', `confirm v1 ${KEY} 1:"etag-1"`]);
  });

  it('refuses another file without touching the upload', async () => {
    const resumed = file(100);
    const { api, calls } = fakeApi();
    const other = file(101);
    await expect(
      resumeLocalVideoUpload(other, resumable(resumed), api, okSender, new AbortController().signal),
    ).rejects.toBeInstanceOf(UploadFailedError);
    expect(calls).toEqual([]);
  });

  it('cancels the upload on the server when a part fails for good, as a fresh upload does', async () => {
    const resumed = file(100);
    const { api, calls } = fakeApi();
    const failing: PartSender = async () => {
      throw new Error('network down');
    };
    await expect(
      resumeLocalVideoUpload(
        resumed,
        resumable(resumed),
        api,
        failing,
        new AbortController().signal,
        {},
        {
          retryDelay: noDelay,
        },
      ),
    ).rejects.toBeInstanceOf(UploadFailedError);
    expect(calls.at(-1)).toBe(`cancel v1 ${KEY}`);
  });
});

describe('uploadLocalVideo, resumable', () => {
  it('tells what a reload needs to resume it once the video exists', async () => {
    const { api } = fakeApi();
    const saved: UploadInProgress[] = [];
    const sent = file(10);
    await uploadLocalVideo(sent, api, okSender, new AbortController().signal, {
      onResumable: (upload) => saved.push(upload),
    });
    expect(saved).toEqual([
      {
        videoId: 'v1',
        key: 'media/o1/v1/source.mp4',
        filename: 'clip.mp4',
        size: 10,
        lastModified: sent.lastModified,
        partSize: 8 * MiB,
      },
    ]);
  });
});
