import {
  JobName,
  QueueName,
  type PageInfo,
  TokenType,
  type TranscribeVideoJob,
  type TranscriptDocument,
  type TranscriptionJobResult,
  type TranscriptSegment,
  type TranscriptToken,
} from '@framehouse/domain';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { StorageService } from '../../src/modules/storage/storage.service';
import { ERRORS } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { uploadFile, type VideoView } from '../videos/video-support';

export const TRANSCRIPTION = `query Transcription($videoId: ID!, $page: Int, $pageSize: Int, $startTimestampFrom: String,
  $endTimestampTo: String, $timestampsRangeFrom: String, $timestampsRangeTo: String, $tokenType: TokenType,
  $speakerLabel: String, $search: String) {
  transcription(videoId: $videoId, page: $page, pageSize: $pageSize, startTimestampFrom: $startTimestampFrom,
    endTimestampTo: $endTimestampTo, timestampsRangeFrom: $timestampsRangeFrom, timestampsRangeTo: $timestampsRangeTo,
    tokenType: $tokenType, speakerLabel: $speakerLabel, search: $search) {
    id languageCode
    segments {
      totalCount
      nodes { id startTimestamp endTimestamp speakerLabel text matched tokens { id startTimestamp endTimestamp token tokenType } }
      pageInfo { hasNextPage hasPreviousPage totalPages pageNumber pageSize }
    }
  }
}`;

export const SEARCH_TRANSCRIPTS = `query Search($search: String!, $page: Int, $pageSize: Int) {
  searchTranscripts(search: $search, page: $page, pageSize: $pageSize) {
    totalCount
    nodes { video { id title } segment { id text startTimestamp endTimestamp } snippet }
    pageInfo { hasNextPage hasPreviousPage totalPages pageNumber pageSize }
  }
}`;

export const CAPTION_FIELDS = 'id name languageCode captionFileUrl source';

export const VIDEO_TRANSCRIPT_STATE = `query State($id: ID!) {
  videoById(id: $id) { id status transcriptionStatus transcriptionFailureReason duration
    videoStreams { manifestFileUrl } captions { ${CAPTION_FIELDS} } }
}`;

export const CREATE_CAPTION = `mutation Create($videoId: ID!, $videoCaption: CreateVideoCaptionInput!) {
  createVideoCaption(videoId: $videoId, videoCaption: $videoCaption) { videoCaption { ${CAPTION_FIELDS} } ${ERRORS} }
}`;
export const UPDATE_CAPTION = `mutation Update($id: ID!, $videoCaption: UpdateVideoCaptionInput!) {
  updateVideoCaption(id: $id, videoCaption: $videoCaption) { videoCaption { ${CAPTION_FIELDS} } ${ERRORS} }
}`;
export const DELETE_CAPTION = `mutation Delete($id: ID!) { deleteVideoCaption(id: $id) { deletedVideoCaptionId ${ERRORS} } }`;

export interface CaptionView {
  id: string;
  name: string;
  languageCode: string;
  captionFileUrl: string;
  source: string;
}

export interface TranscriptState {
  id: string;
  status: string;
  transcriptionStatus: string | null;
  transcriptionFailureReason: string | null;
  duration: number | null;
  videoStreams: Array<{ manifestFileUrl: string }>;
  captions: CaptionView[] | null;
}

export interface SegmentView {
  id: string;
  startTimestamp: string;
  endTimestamp: string;
  speakerLabel: string;
  text: string;
  matched: boolean;
  tokens: Array<{
    id: string;
    startTimestamp: string;
    endTimestamp: string;
    token: string;
    tokenType: string;
  }>;
}

export interface TranscriptionView {
  id: string;
  languageCode: string;
  segments: { totalCount: number; nodes: SegmentView[]; pageInfo: PageInfo };
}

const WORD_MS = 300;

/**
 * A transcript as an engine would give it: each segment `[speaker, startMs, text]`, a word every 300 ms,
 * and punctuation at the end of a word as a token of its own.
 */
export function transcript(
  segments: Array<[number, number, string]>,
  languageCode = 'en-US',
): TranscriptDocument {
  const built: TranscriptSegment[] = segments.map(([speaker, start, text]) => {
    const tokens: TranscriptToken[] = [];
    let at = start;
    for (const word of text.split(' ')) {
      const [, bare = '', marks = ''] = /^(.*?)([.,!?]*)$/.exec(word) ?? [];
      tokens.push({
        token: bare,
        tokenType: TokenType.PRONUNCIATION,
        startTimestamp: at,
        endTimestamp: at + WORD_MS,
      });
      at += WORD_MS;
      for (const mark of marks) {
        tokens.push({ token: mark, tokenType: TokenType.PUNCTUATION, startTimestamp: at, endTimestamp: at });
      }
    }
    return { speakerLabel: `spk_${speaker}`, startTimestamp: start, endTimestamp: at, tokens };
  });
  return { languageCode, engine: 'test-transcriber', durationMs: 3000, segments: built };
}

export type TranscriberBehaviour = TranscriptDocument | 'fail' | 'malformed';

export interface FakeTranscriber {
  /** What the transcription of a video gives; a job waits for it. */
  transcribe(videoId: string, behaviour: TranscriberBehaviour): void;
  jobs(): number;
  close(): Promise<void>;
}

/**
 * The transcoder's transcription at the protocol level (libs/domain/src/jobs/transcription.ts): a
 * BullMQ worker on the API's transcription queue that writes the test's TranscriptDocument to the job's
 * `transcriptKey` and returns a TranscriptionJobResult, or fails, or writes something that is not one.
 */
export function startFakeTranscriber(t: TestApp): FakeTranscriber {
  const storage = t.app.get(StorageService).driver;
  const behaviours = new Map<string, TranscriberBehaviour>();
  let count = 0;
  const behaviourOf = async (videoId: string) => {
    for (let waited = 0; waited < 20_000; waited += 50) {
      const behaviour = behaviours.get(videoId);
      if (behaviour) return behaviour;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new UnrecoverableError(`No transcript was set for video ${videoId}`);
  };
  const worker = new Worker(
    QueueName.TRANSCRIPTION,
    async (job: Job<TranscribeVideoJob>): Promise<TranscriptionJobResult> => {
      if (job.name !== JobName.TRANSCRIBE_VIDEO) throw new UnrecoverableError(`Unexpected job ${job.name}`);
      count += 1;
      const behaviour = await behaviourOf(job.data.videoId);
      if (behaviour === 'fail') throw new UnrecoverableError('The speech engine gave up.');
      const body = Buffer.from(
        behaviour === 'malformed' ? '{"segments": "nope"}' : JSON.stringify(behaviour),
      );
      await storage.putObject(job.data.transcriptKey, body, {
        contentType: 'application/json',
        size: body.length,
      });
      const doc = behaviour === 'malformed' ? null : behaviour;
      return {
        transcriptKey: job.data.transcriptKey,
        languageCode: doc?.languageCode ?? 'en-US',
        engine: 'test-transcriber',
        durationMs: job.data.durationMs,
        segmentCount: doc?.segments.length ?? 0,
        realtimeFactor: 0.01,
      };
    },
    { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix, concurrency: 2 },
  );
  return {
    transcribe: (videoId, behaviour) => behaviours.set(videoId, behaviour),
    jobs: () => count,
    close: () => worker.close(),
  };
}

export async function transcriptState(t: TestApp, token: string, id: string): Promise<TranscriptState> {
  const response = await t.gql<{ videoById: TranscriptState }>(VIDEO_TRANSCRIPT_STATE, { id }, token);
  expect(response.errors).toBeUndefined();
  return response.data.videoById;
}

/** Polls the video until its transcript is done (COMPLETED or FAILED). */
export async function waitForTranscript(
  t: TestApp,
  token: string,
  id: string,
  timeoutMs = 30_000,
  output: () => string = () => '',
): Promise<TranscriptState> {
  const deadline = Date.now() + timeoutMs;
  let state = await transcriptState(t, token, id);
  while (state.transcriptionStatus !== 'COMPLETED' && state.transcriptionStatus !== 'FAILED') {
    if (Date.now() > deadline) {
      throw new Error(`The transcript of video ${id} is not done: ${JSON.stringify(state)}\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await transcriptState(t, token, id);
  }
  return state;
}

/** A video uploaded, processed by the fake transcoder and transcribed as `behaviour` says. */
export async function transcribedVideo(
  t: TestApp,
  token: string,
  transcriber: FakeTranscriber,
  clip: Buffer,
  behaviour: TranscriberBehaviour,
  title = 'clip.mp4',
): Promise<{ video: VideoView; state: TranscriptState }> {
  const video = await uploadFile(t, token, title, clip);
  transcriber.transcribe(video.id, behaviour);
  return { video, state: await waitForTranscript(t, token, video.id) };
}

export async function transcriptionOf(
  t: TestApp,
  token: string,
  variables: Record<string, unknown>,
): Promise<TranscriptionView | null> {
  const response = await t.gql<{ transcription: TranscriptionView | null }>(TRANSCRIPTION, variables, token);
  expect(response.errors).toBeUndefined();
  return response.data.transcription;
}

export const vttBase64 = (text: string) => Buffer.from(text).toString('base64');
