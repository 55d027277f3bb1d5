import type { GoogleOAuthClient } from './google-clients';

/** What a resumable session answers about its bytes: how many it holds, or the finished video. */
export type SessionState = { kind: 'incomplete'; committed: number } | { kind: 'done'; videoId: string };

/** The video resource parts an upload (or an update) sends. */
export interface VideoResource {
  snippet: { title: string; description: string; tags: string[]; categoryId: string };
  status: { privacyStatus: 'public' | 'private'; publishAt?: string; selfDeclaredMadeForKids: boolean };
}

const RESUME_INCOMPLETE = 308;

/**
 * YouTube's resumable upload protocol (videos.insert with uploadType=resumable), spoken through the OAuth
 * client's authorized `request()`: googleapis' own videos.insert sends a whole body in one request and
 * cannot resume. A session is started with the metadata, chunks go with Content-Range, a 308 answers the
 * committed range, and `bytes *\/{size}` asks for it after an interruption.
 */
export class YouTubeUploadSession {
  constructor(
    private readonly client: GoogleOAuthClient,
    private readonly youtubeRoot: string,
  ) {}

  /** A new session for `size` bytes of MP4; its URL. */
  async start(resource: VideoResource, size: number): Promise<string> {
    const response = await this.client.request<string>({
      url: `${this.youtubeRoot}upload/youtube/v3/videos`,
      method: 'POST',
      params: { uploadType: 'resumable', part: 'snippet,status' },
      headers: {
        'Content-Type': 'application/json; charset=UTF-8',
        'X-Upload-Content-Length': String(size),
        'X-Upload-Content-Type': 'video/mp4',
      },
      data: JSON.stringify(resource),
      responseType: 'text',
    });
    const location = response.headers.get('location');
    if (!location) throw new Error('YouTube started no upload session');
    return location;
  }

  /** The session's state; null when YouTube no longer knows it (expired: start again). */
  async state(sessionUrl: string, size: number): Promise<SessionState | null> {
    const response = await this.client.request<string>({
      url: sessionUrl,
      method: 'PUT',
      headers: { 'Content-Range': `bytes */${size}`, 'Content-Length': '0' },
      responseType: 'text',
      validateStatus: (status) => status < 500,
    });
    if (response.status === 404 || response.status === 410) return null;
    return sessionState(response.status, response.headers.get('range'), response.data);
  }

  /** Sends `chunk` as the bytes from `offset` on; what the session holds afterwards. */
  async send(sessionUrl: string, chunk: Buffer, offset: number, size: number): Promise<SessionState> {
    const response = await this.client.request<string>({
      url: sessionUrl,
      method: 'PUT',
      headers: {
        'Content-Type': 'video/mp4',
        'Content-Range': `bytes ${offset}-${offset + chunk.length - 1}/${size}`,
      },
      data: chunk,
      responseType: 'text',
      validateStatus: (status) => status === RESUME_INCOMPLETE || (status >= 200 && status < 300),
    });
    return sessionState(response.status, response.headers.get('range'), response.data);
  }
}

/** A 308's `Range: bytes=0-N` (none: nothing held yet), or a 200/201's video resource. */
export function sessionState(status: number, range: string | null, body: unknown): SessionState {
  if (status === RESUME_INCOMPLETE) {
    const last = range ? /^bytes=0-(\d+)$/.exec(range.trim())?.[1] : undefined;
    return { kind: 'incomplete', committed: last === undefined ? 0 : Number(last) + 1 };
  }
  if (status === 200 || status === 201) {
    const parsed: unknown = typeof body === 'string' ? JSON.parse(body) : body;
    const id = typeof parsed === 'object' && parsed !== null && 'id' in parsed ? parsed.id : undefined;
    if (typeof id === 'string' && id) return { kind: 'done', videoId: id };
    throw new Error('YouTube finished the upload without a video id');
  }
  throw new Error(`Unexpected answer of the upload session: ${status}`);
}
