import { ContextMessages } from '@framehouse/domain';
import {
  type PartSender,
  type ResumableUpload,
  type UploadApi,
  UploadCanceledError,
  UploadFailedError,
  type UploadProgress,
  type UploadVideoOptions,
  uploadVideoWith,
} from './video-upload';
import type { UploadSource } from './upload-source';

const MiB = 1024 * 1024;
const PART = 5 * MiB;
const KEY = 'media/o1/v1/source.mp4';
const FIRST_URL = `http://api.test/storage/${KEY}?uploadId=up-1&partNumber=1&signature=s`;

// The API's calls answered in memory: these tests are about the flow's order, retries and failures
// (the suites under apps/api/test/sdk run it against the real API and storage).
function fakeApi(overrides: Partial<UploadApi<string>> = {}) {
  const calls: string[] = [];
  const api: UploadApi<string> = {
    requestUpload: async (filename) => {
      calls.push(`requestUpload ${filename}`);
      return { videoId: 'v1', uploadUrl: FIRST_URL };
    },
    requestPartUrl: async (videoId, partNumber) => {
      calls.push(`requestPartUrl ${videoId} ${partNumber}`);
      return `http://api.test/storage/${KEY}?uploadId=up-1&partNumber=${partNumber}`;
    },
    storedParts: async (videoId) => {
      calls.push(`storedParts ${videoId}`);
      return [];
    },
    confirm: async (videoId, key, parts) => {
      calls.push(`confirm ${videoId} ${key} ${parts.map((p) => `${p.partNumber}:${p.etag}`).join(',')}`);
      return `video ${videoId}`;
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
const sizeOf = (body: Blob | Uint8Array) => (body instanceof Uint8Array ? body.length : body.size);

/** Answers every part with ETag "etag-N" after reporting its size as sent. */
const okSender: PartSender = async (url, body, onProgress) => {
  onProgress(sizeOf(body));
  return `"etag-${partNumberOf(url)}"`;
};

const file = (size: number, name = 'clip.mp4') =>
  new File([new Uint8Array(size)], name, { type: 'video/mp4' });
const noDelay = async () => undefined;

const upload = (
  api: UploadApi<string>,
  source: UploadSource,
  sendPart: PartSender = okSender,
  options: UploadVideoOptions = {},
) => uploadVideoWith(api, { sendPart }, source, { retryDelay: noDelay, ...options });

async function* chunks(total: number, chunkSize: number): AsyncGenerator<Uint8Array> {
  for (let sent = 0; sent < total; sent += chunkSize) {
    yield new Uint8Array(Math.min(chunkSize, total - sent)).fill(sent % 251);
  }
}

describe('uploadVideo', () => {
  it('requests the upload, sends every part and confirms with the key and the ETags', async () => {
    const { api, calls } = fakeApi();
    const progress: UploadProgress[] = [];
    const sent: Array<[number, number]> = [];
    const sender: PartSender = async (url, body, onProgress, signal) => {
      sent.push([partNumberOf(url), sizeOf(body)]);
      return okSender(url, body, onProgress, signal);
    };

    const result = await upload(api, file(2 * PART + 100), sender, {
      partSize: PART,
      onProgress: (seen) => progress.push(seen),
    });

    expect(result).toEqual({ videoId: 'v1', video: 'video v1' });
    expect(sent.sort((a, b) => a[0] - b[0])).toEqual([
      [1, PART],
      [2, PART],
      [3, 100],
    ]);
    expect(calls[0]).toBe('requestUpload clip.mp4');
    expect(calls).not.toContain('requestPartUrl v1 1');
    expect(calls).toContain('requestPartUrl v1 2');
    expect(calls).toContain('requestPartUrl v1 3');
    expect(calls[calls.length - 1]).toBe(`confirm v1 ${KEY} 1:"etag-1",2:"etag-2",3:"etag-3"`);
    expect(progress.at(-1)).toEqual({ sentBytes: 2 * PART + 100, totalBytes: 2 * PART + 100, percent: 100 });
    const bytes = progress.map((seen) => seen.sentBytes);
    expect([...bytes].sort((a, b) => a - b)).toEqual(bytes);
  });

  it('sends parts several at once, no more than `concurrency`', async () => {
    const { api } = fakeApi();
    let inFlight = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const sender: PartSender = async (url, body, onProgress, signal) => {
      inFlight++;
      most = Math.max(most, inFlight);
      // Each part waits until every worker holds one (or the parts run out), then all go on.
      await new Promise<void>((resolve) => {
        releases.push(resolve);
        if (releases.length === 2 || partNumberOf(url) === 5) releases.splice(0).forEach((go) => go());
      });
      inFlight--;
      return okSender(url, body, onProgress, signal);
    };
    await upload(api, file(5 * PART), sender, { partSize: PART, concurrency: 2 });
    expect(most).toBe(2);
  });

  it('retries a failing part up to three times', async () => {
    const { api, calls } = fakeApi();
    let failures = 0;
    const flaky: PartSender = async (url, body, onProgress, signal) => {
      if (partNumberOf(url) === 2 && failures < 3) {
        failures++;
        onProgress(sizeOf(body) / 2);
        throw new Error('connection reset');
      }
      return okSender(url, body, onProgress, signal);
    };
    await upload(api, file(2 * PART), flaky, { partSize: PART });
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
    const failed = upload(api, file(PART), broken, { partSize: PART });
    await expect(failed).rejects.toBeInstanceOf(UploadFailedError);
    await expect(failed).rejects.toMatchObject({ upload: undefined });
    expect(attempts).toBe(4);
    expect(calls).toContain(`cancel v1 ${KEY}`);
    expect(calls.some((call) => call.startsWith('confirm'))).toBe(false);
  });

  it('keeps the upload on the server with onInterrupt: keep, and the error says how to resume', async () => {
    const { api, calls } = fakeApi();
    const broken: PartSender = async () => {
      throw new Error('503');
    };
    const failed = upload(api, file(PART + 1), broken, { partSize: PART, onInterrupt: 'keep' });
    await expect(failed).rejects.toMatchObject({
      name: 'UploadFailedError',
      upload: { videoId: 'v1', key: KEY, partSize: PART, filename: 'clip.mp4', size: PART + 1 },
    });
    expect(calls.some((call) => call.startsWith('cancel'))).toBe(false);
  });

  it('deletes the half-created video when the upload URL has no upload id', async () => {
    const { api, calls } = fakeApi({
      requestUpload: async () => ({ videoId: 'v9', uploadUrl: 'http://api.test/storage/media/a.mp4' }),
    });
    await expect(upload(api, file(10))).rejects.toMatchObject({
      reason: ContextMessages.uploadMissingUploadId,
    });
    expect(calls).toEqual(['deleteVideo v9']);
  });

  it('deletes the half-created video when the upload URL has no key path', async () => {
    const { api, calls } = fakeApi({
      requestUpload: async () => ({ videoId: 'v9', uploadUrl: 'http://api.test/?uploadId=u' }),
    });
    await expect(upload(api, file(10))).rejects.toMatchObject({ reason: ContextMessages.uploadMissingKey });
    expect(calls).toEqual(['deleteVideo v9']);
  });

  it('fails when the answer has no video or no upload URL', async () => {
    const noVideo = fakeApi({ requestUpload: async () => ({ videoId: null, uploadUrl: FIRST_URL }) });
    await expect(upload(noVideo.api, file(10))).rejects.toMatchObject({
      reason: ContextMessages.uploadMissingVideoUrl,
    });
    expect(noVideo.calls).toEqual([]);

    const noUrl = fakeApi({ requestUpload: async () => ({ videoId: 'v3', uploadUrl: null }) });
    await expect(upload(noUrl.api, file(10))).rejects.toMatchObject({
      reason: ContextMessages.uploadMissingVideoUrl,
    });
    expect(noUrl.calls).toEqual(['deleteVideo v3']);
  });

  it('fails on the createMultipartUpload step when the request is refused', async () => {
    const { api } = fakeApi({
      requestUpload: async () => {
        throw new Error('VIDEOS_UPLOAD_LIMIT');
      },
    });
    await expect(upload(api, file(10))).rejects.toMatchObject({
      reason: ContextMessages.uploadFailedOnCreateMultipartUpload,
    });
  });

  it('fails when a further part has no URL, and cancels', async () => {
    const { api, calls } = fakeApi({ requestPartUrl: async () => null });
    await expect(upload(api, file(2 * PART), okSender, { partSize: PART })).rejects.toBeInstanceOf(
      UploadFailedError,
    );
    expect(calls).toContain(`cancel v1 ${KEY}`);
  });

  it('aborts the parts in flight when the signal aborts, and cancels on the server', async () => {
    const { api, calls } = fakeApi();
    const controller = new AbortController();
    const hanging: PartSender = (_url, _body, _onProgress, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        controller.abort();
      });
    const canceled = upload(api, file(3 * PART), hanging, { partSize: PART, signal: controller.signal });
    await expect(canceled).rejects.toBeInstanceOf(UploadCanceledError);
    expect(calls).toContain(`cancel v1 ${KEY}`);
    expect(calls.some((call) => call.startsWith('confirm'))).toBe(false);
  });

  it('names the video after the file, or after the filename given', async () => {
    const { api, calls } = fakeApi();
    await upload(api, new Uint8Array(10), okSender, { filename: 'Launch.mov' });
    await upload(api, new Blob([new Uint8Array(10)]));
    expect(calls.filter((call) => call.startsWith('requestUpload'))).toEqual([
      'requestUpload Launch.mov',
      'requestUpload video',
    ]);
  });

  it('cuts a stream into parts as it arrives, the last one shorter, and counts its bytes', async () => {
    const { api, calls } = fakeApi();
    const sent: Array<[number, number]> = [];
    const progress: UploadProgress[] = [];
    const sender: PartSender = async (url, body, onProgress, signal) => {
      sent.push([partNumberOf(url), sizeOf(body)]);
      return okSender(url, body, onProgress, signal);
    };
    await upload(api, chunks(2 * PART + 7, 3 * MiB), sender, {
      partSize: PART,
      onProgress: (seen) => progress.push(seen),
    });
    expect(sent.sort((a, b) => a[0] - b[0])).toEqual([
      [1, PART],
      [2, PART],
      [3, 7],
    ]);
    expect(progress.at(-1)).toEqual({ sentBytes: 2 * PART + 7 });
    expect(calls.at(-1)).toBe(`confirm v1 ${KEY} 1:"etag-1",2:"etag-2",3:"etag-3"`);
  });

  it('fails, and cancels, when the stream fails', async () => {
    const { api, calls } = fakeApi();
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(PART);
      throw new Error('disk read error');
    }
    await expect(upload(api, broken(), okSender, { partSize: PART })).rejects.toMatchObject({
      reason: 'disk read error',
    });
    expect(calls.at(-1)).toBe(`cancel v1 ${KEY}`);
  });
});

describe('uploadVideo with resume', () => {
  const resumable = (size: number): ResumableUpload => ({
    videoId: 'v1',
    key: KEY,
    filename: 'clip.mp4',
    size,
    partSize: PART,
  });

  it('keeps the parts storage holds, sends the others and confirms with all of them', async () => {
    const { api, calls } = fakeApi({
      storedParts: async () => [
        { partNumber: 1, etag: 'stored-1', size: PART },
        // Cut short by the interruption: sent again.
        { partNumber: 2, etag: 'stored-2', size: PART - 1 },
      ],
    });
    const sent: number[] = [];
    const progress: number[] = [];
    const sender: PartSender = async (url, body, onProgress, signal) => {
      sent.push(partNumberOf(url));
      return okSender(url, body, onProgress, signal);
    };
    const result = await upload(api, file(2 * PART + 100), sender, {
      resume: resumable(2 * PART + 100),
      concurrency: 1,
      onProgress: ({ percent }) => progress.push(percent ?? -1),
    });
    expect(result).toEqual({ videoId: 'v1', video: 'video v1' });
    expect(sent).toEqual([2, 3]);
    expect(progress[0]).toBe(49);
    expect(calls).toEqual([
      'requestPartUrl v1 2',
      'requestPartUrl v1 3',
      `confirm v1 ${KEY} 1:stored-1,2:"etag-2",3:"etag-3"`,
    ]);
  });

  it('resumes a stream: reads past the parts storage holds and sends the rest', async () => {
    const { api, calls } = fakeApi({
      storedParts: async () => [{ partNumber: 1, etag: 'stored-1', size: PART }],
    });
    const sent: number[] = [];
    const sender: PartSender = async (url, body, onProgress, signal) => {
      sent.push(partNumberOf(url));
      return okSender(url, body, onProgress, signal);
    };
    await upload(api, chunks(PART + 9, MiB), sender, { resume: { ...resumable(PART + 9), size: undefined } });
    expect(sent).toEqual([2]);
    expect(calls.at(-1)).toBe(`confirm v1 ${KEY} 1:stored-1,2:"etag-2"`);
  });

  it('asks for the URL of part 1 when storage does not hold it', async () => {
    const { api, calls } = fakeApi();
    await upload(api, file(100), okSender, { resume: resumable(100) });
    expect(calls).toEqual(['storedParts v1', 'requestPartUrl v1 1', `confirm v1 ${KEY} 1:"etag-1"`]);
  });

  it('refuses a source of another size without touching the upload', async () => {
    const { api, calls } = fakeApi();
    await expect(upload(api, file(101), okSender, { resume: resumable(100) })).rejects.toBeInstanceOf(
      UploadFailedError,
    );
    expect(calls).toEqual([]);
  });

  it('cancels the upload on the server when a part fails for good, as a fresh upload does', async () => {
    const { api, calls } = fakeApi();
    const failing: PartSender = async () => {
      throw new Error('network down');
    };
    await expect(upload(api, file(100), failing, { resume: resumable(100) })).rejects.toBeInstanceOf(
      UploadFailedError,
    );
    expect(calls.at(-1)).toBe(`cancel v1 ${KEY}`);
  });
});

describe('uploadVideo, resumable', () => {
  it('tells what resuming needs once the video exists', async () => {
    const { api } = fakeApi();
    const saved: ResumableUpload[] = [];
    await upload(api, file(10), okSender, { onResumable: (resumable) => saved.push(resumable) });
    expect(saved).toEqual([{ videoId: 'v1', key: KEY, filename: 'clip.mp4', size: 10, partSize: 8 * MiB }]);
  });
});
