import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A video as the fake YouTube holds it. */
export interface FakeYouTubeVideo {
  id: string;
  snippet: { title?: string; description?: string; tags?: string[]; categoryId?: string };
  status: { privacyStatus?: string; publishAt?: string };
  bytes: Buffer;
  captions: Array<{ language: string; name: string; body: string }>;
}

/** One resumable upload session and what happened to it. */
export interface FakeUploadSession {
  id: string;
  size: number;
  resource: Pick<FakeYouTubeVideo, 'snippet' | 'status'>;
  received: Buffer[];
  /** Offsets at which chunks started (a resume continues at the committed offset, a restart is a new session). */
  chunkOffsets: number[];
  /** `bytes *\/{size}` status queries. */
  statusQueries: number;
  videoId: string | null;
}

export interface FakeGoogleYouTube {
  /** Give to GOOGLE_API_BASE. */
  apiBase: string;
  /** A code the consent screen would give for a channel; `getToken` exchanges it once. */
  issueCode(channel: { id: string; title: string }): string;
  /**
   * The channel whose owner the consent screen (GET /o/oauth2/v2/auth) signs in and approves at once:
   * the browser goes straight back to redirect_uri with a fresh code and the state.
   */
  consentAs(channel: { id: string; title: string }): void;
  /** The grant of this channel stops working: its refresh token answers invalid_grant, its access tokens 401. */
  expireGrant(channelId: string): void;
  /** The next upload request that would pass `bytes` in total is cut there (the bytes before it are kept). */
  cutUploadAfter(bytes: number): void;
  /**
   * YouTube away: requests of this route (`METHOD /path`, e.g. `POST /upload/youtube/v3/videos`) answer
   * 503 backendError until `restore(route)`.
   */
  failRoute(route: string): void;
  restore(route: string): void;
  /**
   * captions.insert refuses tracks in this language with 400 invalidMetadata (as YouTube refuses a track
   * it cannot take), until `acceptCaptions(language)`.
   */
  refuseCaptions(language: string): void;
  acceptCaptions(language: string): void;
  /**
   * The upload request that completes an upload is held (its bytes kept, no answer) until the returned
   * promise's `release()`: a test can act while the video exists on YouTube but its uploader has not heard.
   */
  holdUploadCompletion(): Promise<{ release(): void }>;
  sessions: FakeUploadSession[];
  videos: Map<string, FakeYouTubeVideo>;
  /** Refresh tokens revoked. */
  revoked: string[];
  deleted: string[];
  updates: Array<{ id: string; snippet: FakeYouTubeVideo['snippet']; status: FakeYouTubeVideo['status'] }>;
  close(): Promise<void>;
}

interface Grant {
  channel: { id: string; title: string };
  refreshToken: string;
  expired: boolean;
}

const CATEGORIES = [
  { id: '1', title: 'Film & Animation', assignable: true },
  { id: '18', title: 'Short Movies', assignable: false },
  { id: '22', title: 'People & Blogs', assignable: true },
  { id: '27', title: 'Education', assignable: true },
];

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/**
 * A loopback server speaking the parts of Google's OAuth endpoints (`/token`, `/revoke`) and the YouTube
 * Data API v3 (`/youtube/v3/...`, `/upload/youtube/v3/...`) that YouTube publishing calls, on their wire
 * protocol: form-encoded token requests, bearer-authorized JSON calls with Google's error bodies, the
 * resumable upload protocol (session URL in Location, Content-Range chunks, 308 with Range) and
 * multipart/related media uploads (captions).
 */
export async function startFakeGoogleYouTube(): Promise<FakeGoogleYouTube> {
  const codes = new Map<string, { id: string; title: string }>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const sessions: FakeUploadSession[] = [];
  const videos = new Map<string, FakeYouTubeVideo>();
  const revoked: string[] = [];
  const deleted: string[] = [];
  const updates: FakeGoogleYouTube['updates'] = [];
  let cutAt: number | null = null;
  const failingRoutes = new Set<string>();
  const refusedCaptionLanguages = new Set<string>();
  let completionHold: { held(release: () => void): void } | null = null;
  let base = '';

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    res.end(JSON.stringify(body));
  };
  const apiError = (res: ServerResponse, status: number, reason: string, message: string) =>
    json(res, status, { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } });

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  const newAccessToken = (grant: Grant) => {
    const access = token('ya29');
    accessTokens.set(access, grant);
    return access;
  };

  /** The grant of a valid bearer token, or a 401 answered. */
  const authorized = (req: IncomingMessage, res: ServerResponse): Grant | null => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const grant = accessTokens.get(bearer);
    if (!grant || grant.expired) {
      apiError(res, 401, 'authError', 'Request had invalid authentication credentials.');
      return null;
    }
    return grant;
  };

  const tokenEndpoint = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams((await readBody(req)).toString());
    if (form.get('grant_type') === 'authorization_code') {
      const channel = codes.get(form.get('code') ?? '');
      if (!channel)
        return json(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      codes.delete(form.get('code') ?? '');
      const grant: Grant = { channel, refreshToken: token('1//refresh'), expired: false };
      grants.set(grant.refreshToken, grant);
      return json(res, 200, {
        access_token: newAccessToken(grant),
        refresh_token: grant.refreshToken,
        expires_in: 3599,
        scope:
          'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.force-ssl',
        token_type: 'Bearer',
      });
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = grants.get(form.get('refresh_token') ?? '');
      if (!grant || grant.expired) {
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      return json(res, 200, { access_token: newAccessToken(grant), expires_in: 3599, token_type: 'Bearer' });
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  };

  const revokeEndpoint = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const form = new URLSearchParams((await readBody(req)).toString());
    const value = url.searchParams.get('token') ?? form.get('token') ?? '';
    const grant = grants.get(value) ?? accessTokens.get(value);
    if (!grant)
      return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
    grant.expired = true;
    revoked.push(grant.refreshToken);
    return json(res, 200, {});
  };

  const startUpload = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const body = await readBody(req);
    if (url.searchParams.get('uploadType') !== 'resumable')
      return apiError(res, 400, 'badRequest', 'resumable only');
    const size = Number(req.headers['x-upload-content-length']);
    const resource = JSON.parse(body.toString() || '{}') as FakeUploadSession['resource'];
    const session: FakeUploadSession = {
      id: token('upload'),
      size,
      resource: { snippet: resource.snippet ?? {}, status: resource.status ?? {} },
      received: [],
      chunkOffsets: [],
      statusQueries: 0,
      videoId: null,
    };
    sessions.push(session);
    res.writeHead(200, {
      location: `${base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${session.id}`,
      'content-length': '0',
    });
    res.end();
  };

  const committed = (session: FakeUploadSession) =>
    session.received.reduce((sum, part) => sum + part.length, 0);

  const incomplete = (res: ServerResponse, session: FakeUploadSession) => {
    const held = committed(session);
    res.writeHead(
      308,
      held > 0 ? { range: `bytes=0-${held - 1}`, 'content-length': '0' } : { 'content-length': '0' },
    );
    res.end();
  };

  /** The session's video, made once all its bytes arrived. */
  const created = (session: FakeUploadSession): FakeYouTubeVideo | undefined => {
    if (!session.videoId) {
      const video: FakeYouTubeVideo = {
        id: randomBytes(8).toString('base64url').slice(0, 11),
        ...session.resource,
        bytes: Buffer.concat(session.received),
        captions: [],
      };
      videos.set(video.id, video);
      session.videoId = video.id;
    }
    return videos.get(session.videoId);
  };

  const finish = (res: ServerResponse, session: FakeUploadSession) => {
    const video = created(session);
    json(res, 201, {
      kind: 'youtube#video',
      id: session.videoId,
      snippet: video?.snippet,
      status: video?.status,
    });
  };

  const uploadChunk = (req: IncomingMessage, res: ServerResponse, session: FakeUploadSession) => {
    const range = req.headers['content-range'] ?? '';
    if (/^bytes \*\/\d+$/.test(range)) {
      session.statusQueries += 1;
      req.resume();
      req.on('end', () =>
        committed(session) >= session.size ? finish(res, session) : incomplete(res, session),
      );
      return;
    }
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!match || Number(match[1]) !== committed(session)) {
      req.resume();
      return apiError(res, 400, 'badContentRange', `Content-Range ${range} does not continue the upload`);
    }
    session.chunkOffsets.push(Number(match[1]));
    let cut = false;
    req.on('data', (chunk: Buffer) => {
      if (cut) return;
      const held = committed(session);
      if (cutAt !== null && held + chunk.length > cutAt) {
        session.received.push(chunk.subarray(0, Math.max(0, cutAt - held)));
        cutAt = null;
        cut = true;
        req.socket.destroy();
        return;
      }
      session.received.push(chunk);
    });
    req.on('end', () => {
      if (cut) return;
      if (committed(session) < session.size) return incomplete(res, session);
      const hold = completionHold;
      completionHold = null;
      if (!hold) return finish(res, session);
      // The video exists from now on; the uploader hears of it once released.
      created(session);
      hold.held(() => finish(res, session));
      return undefined;
    });
  };

  const captionsInsert = async (req: IncomingMessage, res: ServerResponse) => {
    const body = (await readBody(req)).toString();
    const boundary = /boundary=("?)([^";]+)\1/.exec(req.headers['content-type'] ?? '')?.[2];
    if (!boundary) return apiError(res, 400, 'badRequest', 'multipart/related expected');
    const parts = body
      .split(`--${boundary}`)
      .map((part) => part.replace(/^\r?\n/, ''))
      .filter((part) => part.trim() !== '' && part.trim() !== '--')
      .map((part) =>
        part
          .slice(part.search(/\r?\n\r?\n/))
          .replace(/^\r?\n\r?\n/, '')
          .replace(/\r?\n$/, ''),
      );
    const resource = JSON.parse(parts[0] ?? '{}') as {
      snippet?: { videoId?: string; language?: string; name?: string };
    };
    const video = videos.get(resource.snippet?.videoId ?? '');
    if (!video)
      return apiError(
        res,
        404,
        'videoNotFound',
        'The video identified by the videoId parameter could not be found.',
      );
    if (refusedCaptionLanguages.has(resource.snippet?.language ?? '')) {
      return apiError(
        res,
        400,
        'invalidMetadata',
        'The request contains invalid metadata values, which prevent the track from being created.',
      );
    }
    video.captions.push({
      language: resource.snippet?.language ?? '',
      name: resource.snippet?.name ?? '',
      body: parts[1] ?? '',
    });
    return json(res, 200, { kind: 'youtube#caption', id: token('caption'), snippet: resource.snippet });
  };

  const videosEndpoint = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method === 'PUT') {
      const resource = JSON.parse((await readBody(req)).toString()) as FakeYouTubeVideo & { id: string };
      const video = videos.get(resource.id);
      if (!video)
        return apiError(
          res,
          404,
          'videoNotFound',
          'The video that you are trying to update cannot be found.',
        );
      video.snippet = resource.snippet ?? video.snippet;
      video.status = resource.status ?? video.status;
      updates.push({ id: video.id, snippet: video.snippet, status: video.status });
      return json(res, 200, {
        kind: 'youtube#video',
        id: video.id,
        snippet: video.snippet,
        status: video.status,
      });
    }
    if (req.method === 'DELETE') {
      const id = url.searchParams.get('id') ?? '';
      if (!videos.delete(id))
        return apiError(
          res,
          404,
          'videoNotFound',
          'The video that you are trying to delete cannot be found.',
        );
      deleted.push(id);
      res.writeHead(204).end();
      return undefined;
    }
    return apiError(res, 405, 'methodNotAllowed', 'Method not allowed');
  };

  let consentChannel = { id: 'UCconsent', title: 'Consenting Channel' };
  const consentScreen = (res: ServerResponse, url: URL) => {
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    const code = token('4/code');
    codes.set(code, consentChannel);
    back.searchParams.set('code', code);
    const state = url.searchParams.get('state');
    if (state) back.searchParams.set('state', state);
    res.writeHead(302, { Location: back.toString() }).end();
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    const handle = async (): Promise<unknown> => {
      if (failingRoutes.has(route)) {
        req.resume();
        return apiError(res, 503, 'backendError', 'Backend Error');
      }
      if (route === 'GET /o/oauth2/v2/auth') return consentScreen(res, url);
      if (route === 'POST /token') return tokenEndpoint(req, res);
      if (route === 'POST /revoke') return revokeEndpoint(req, res, url);
      if (url.pathname === '/upload/youtube/v3/videos' && req.method === 'PUT') {
        const session = sessions.find((one) => one.id === url.searchParams.get('upload_id'));
        if (!session) return apiError(res, 404, 'notFound', 'Upload session not found');
        if (!authorized(req, res)) return req.resume();
        return uploadChunk(req, res, session);
      }
      const grant = authorized(req, res);
      if (!grant) return req.resume();
      if (route === 'POST /upload/youtube/v3/videos') return startUpload(req, res, url);
      if (route === 'POST /upload/youtube/v3/captions') return captionsInsert(req, res);
      if (route === 'GET /youtube/v3/channels') {
        return json(res, 200, {
          kind: 'youtube#channelListResponse',
          items: [{ kind: 'youtube#channel', id: grant.channel.id, snippet: { title: grant.channel.title } }],
        });
      }
      if (route === 'GET /youtube/v3/videoCategories') {
        return json(res, 200, {
          kind: 'youtube#videoCategoryListResponse',
          items: CATEGORIES.map(({ id, title, assignable }) => ({
            kind: 'youtube#videoCategory',
            id,
            snippet: { title, assignable, channelId: 'UCBR8-60-B28hp2BmDPdntcQ' },
          })),
        });
      }
      if (url.pathname === '/youtube/v3/videos') return videosEndpoint(req, res, url);
      req.resume();
      return apiError(res, 404, 'notFound', `No fake for ${route}`);
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) apiError(res, 500, 'backendError', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: base,
    issueCode(channel) {
      const code = token('4/code');
      codes.set(code, channel);
      return code;
    },
    consentAs(channel) {
      consentChannel = channel;
    },
    expireGrant(channelId) {
      for (const grant of grants.values()) if (grant.channel.id === channelId) grant.expired = true;
    },
    cutUploadAfter(bytes) {
      cutAt = bytes;
    },
    failRoute(route) {
      failingRoutes.add(route);
    },
    restore(route) {
      failingRoutes.delete(route);
    },
    refuseCaptions(language) {
      refusedCaptionLanguages.add(language);
    },
    acceptCaptions(language) {
      refusedCaptionLanguages.delete(language);
    },
    holdUploadCompletion() {
      return new Promise((resolve) => {
        completionHold = { held: (release) => resolve({ release }) };
      });
    },
    sessions,
    videos,
    revoked,
    deleted,
    updates,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
