import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFor } from '../request-id/request-id';
import { PublicContentVersions, type PublicScope } from './public-content-versions';

/** A rendered public answer, as the cache keeps it and sends it again. */
export interface PublicAnswer {
  status: number;
  /** Every header of the answer (content type, Cache-Control, CORS…), lower-case names. */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** What it depends on; null when it is never kept (a 404, a member's playlist). */
  scopes: readonly PublicScope[] | null;
  /** Its own strong ETag, quoted (a stored picture's); else a hash of the body. */
  etag?: string;
  /** Never served after this time (ms since the epoch): when the grant in its address expires. */
  expiresAtMs?: number;
}

type SentAnswer = Omit<PublicAnswer, 'etag'> & { etag: string };

interface Entry extends SentAnswer {
  /** The versions of its scopes it was rendered under. */
  versions: readonly string[];
  expiresAtMs: number;
  /**
   * Every header its render went out with but the request id (the middleware's in front of the render,
   * then its own, its ETag), as a flat name, value list: a hit at the front door writes them at once.
   */
  head: readonly string[];
}

/** What a request found: a current entry, or the versions to store a fresh render under. */
interface Lookup {
  key: string;
  entry: Entry | null;
  /** Null when the key's scopes are not known yet, or Redis could not be read: nothing is stored. */
  versions: readonly string[] | null;
}

/**
 * The bounds of the cache. An entry is rendered again after `maxAgeMs` even when nothing said it
 * changed: that bounds how long a change no hook reported can show, and keeps the signed URLs inside
 * an answer (valid for hours) far from their end.
 */
export interface PublicCacheLimits {
  maxAgeMs: number;
  maxEntries: number;
  maxBytes: number;
  maxEntryBytes: number;
}

/** What the front door lets through untouched, and who sees its hits. */
export interface FrontDoorOptions {
  /** Requests the cache never answers in front of Express (a microsite's Host: the microsite's alone). */
  bypass: (request: IncomingMessage) => boolean;
  /** Sees each hit before it is written (the request metrics). */
  onHit?: (request: IncomingMessage, response: ServerResponse) => void;
}

/** The provider of the bounds (a test may give smaller ones). */
export const PUBLIC_CACHE_LIMITS = Symbol('PUBLIC_CACHE_LIMITS');

export const DEFAULT_PUBLIC_CACHE_LIMITS: PublicCacheLimits = {
  maxAgeMs: 60_000,
  maxEntries: 10_000,
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
};

/**
 * Cache-Control of a cached answer: shared caches (a CDN) and browsers may keep it but ask again each
 * time with its ETag, which costs a 304 from this cache; an unpublished page therefore never outlives
 * its unpublishing anywhere.
 */
export const REVALIDATE_EACH_TIME = 'public, max-age=0, must-revalidate';

/** The addresses whose GET answers may be cached: the public pages and their JSON, and HLS playlists. */
const CACHED_PATHS = ['/p/', '/media/hls/'];
/** The widget's answer depends on the key in its query as well. */
const WIDGET_PATH = '/p/api/widget/';

/**
 * The cache key of a request's target (`/p/api/video/1?x=2`): its path (the query is ignored, but for the
 * widget's key).
 */
export function publicCacheKey(target: string): string | null {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!CACHED_PATHS.some((prefix) => path.startsWith(prefix))) return null;
  if (!path.startsWith(WIDGET_PATH)) return path;
  const keys = queryAt === -1 ? [] : new URLSearchParams(target.slice(queryAt + 1)).getAll('key');
  return keys.length === 1 ? `${path}?key=${keys[0]}` : path;
}

/** A strong ETag of a body. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for it). */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Entries in least-recently-used order, within a count and a byte bound. */
export class AnswerStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: PublicCacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    if (entry.body.length > this.limits.maxEntryBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** Whether the request already holds this answer (a 304 then), whichever way it is written. */
function notModified(request: IncomingMessage, answer: SentAnswer): boolean {
  return answer.status === 200 && ifNoneMatchHolds(request.headers['if-none-match'], answer.etag);
}

/** Writes an answer, or a 304 when the request already holds it. */
function send(request: IncomingMessage, response: ServerResponse, answer: SentAnswer): void {
  response.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.setHeader('etag', answer.etag);
  if (notModified(request, answer)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.setHeader('content-length', answer.body.length);
  response.end(answer.body);
}

/**
 * Public answers rendered once and sent again while nothing they show has changed (decisions.md,
 * "Public responses from a cache (issue 18)"). Entries live in this process's memory; whether one is
 * still current is asked of Redis on every request (the versions of its scopes), so a change recorded by
 * any API process is seen by all of them on their very next request. A key's scopes (its organization)
 * are learnt from its first render and never change for it: a video, moment, playlist or widget stays in
 * its organization. The versions are read before rendering, so an answer is never stored under versions
 * newer than what it shows.
 */
@Injectable()
export class PublicCache {
  private readonly logger = new Logger(PublicCache.name);
  private readonly store: AnswerStore;
  private readonly scopesOf = new Map<string, readonly PublicScope[]>();
  private readonly rendering = new Map<string, Promise<SentAnswer>>();
  private readonly lookups = new WeakMap<IncomingMessage, Lookup>();
  private versionsUnreadable = false;

  constructor(
    private readonly versions: PublicContentVersions,
    @Inject(PUBLIC_CACHE_LIMITS) private readonly limits: PublicCacheLimits,
  ) {
    this.store = new AnswerStore(limits);
    versions.onFailure(() => this.clear());
  }

  /**
   * The HTTP server's request listener, in front of Express: a current entry is written at once with
   * the headers its render had, without Express's middleware, routing, guards or request log (a hit
   * costs the API about a third of the CPU it did behind them); anything else, and a miss with what its
   * lookup read, goes on to `app`.
   */
  frontDoor(app: RequestListener, { bypass, onHit }: FrontDoorOptions): RequestListener {
    return (request, response) => {
      const key = this.keyOf(request);
      if (key === null || bypass(request)) return app(request, response);
      this.lookup(key).then(
        (lookup) => {
          if (!lookup.entry) {
            this.lookups.set(request, lookup);
            return app(request, response);
          }
          onHit?.(request, response);
          writeEntry(request, response, lookup.entry);
        },
        () => app(request, response),
      );
    };
  }

  /**
   * Answers a public GET from the cache, else with `render` (once for all the requests waiting for the
   * same key and versions), keeping what it rendered when it may be kept. A thrown error drops the
   * key's entry and goes on to the error filter.
   */
  async answer(
    request: Request,
    response: Response,
    render: () => Promise<PublicAnswer>,
    key: string | null = this.keyOf(request),
  ): Promise<void> {
    if (key === null) {
      send(request, response, withEtag(await render()));
      return;
    }
    const found = this.lookups.get(request);
    const lookup = found?.key === key ? found : await this.lookup(key);
    send(request, response, lookup.entry ?? (await this.rendered(lookup, render, response.getHeaders())));
  }

  /** Forgets every entry (Redis could not be read or written: changes may have been missed). */
  clear(): void {
    this.store.clear();
    this.scopesOf.clear();
  }

  private keyOf(request: IncomingMessage): string | null {
    // Express's `url` is relative to where a handler is mounted; its `originalUrl` is the request's.
    const target = (request as Partial<Request>).originalUrl ?? request.url;
    return (request.method === 'GET' || request.method === 'HEAD') && target ? publicCacheKey(target) : null;
  }

  private async lookup(key: string): Promise<Lookup> {
    const scopes = this.scopesOf.get(key);
    if (!scopes) return { key, entry: null, versions: null };
    let versions: string[];
    try {
      versions = await this.versions.read(scopes);
    } catch (error) {
      if (!this.versionsUnreadable) {
        this.logger.error(`Public answers are not cached: ${error instanceof Error ? error.message : error}`);
      }
      this.versionsUnreadable = true;
      this.clear();
      return { key, entry: null, versions: null };
    }
    this.versionsUnreadable = false;
    const entry = this.store.get(key);
    const current = entry && sameList(entry.versions, versions) && Date.now() < entry.expiresAtMs;
    return { key, entry: current ? entry : null, versions };
  }

  /** `before`: the headers set in front of the render (helmet's, the CSP…), the same for every request of a key. */
  private rendered(
    lookup: Lookup,
    render: () => Promise<PublicAnswer>,
    before: OutgoingHttpHeaders,
  ): Promise<SentAnswer> {
    const flight = `${lookup.key}\n${lookup.versions?.join('\n') ?? ''}`;
    let pending = this.rendering.get(flight);
    if (!pending) {
      pending = this.renderAndKeep(lookup, render, before).finally(() => this.rendering.delete(flight));
      this.rendering.set(flight, pending);
    }
    return pending;
  }

  private async renderAndKeep(
    lookup: Lookup,
    render: () => Promise<PublicAnswer>,
    before: OutgoingHttpHeaders,
  ): Promise<SentAnswer> {
    const { key, versions } = lookup;
    let answer: SentAnswer;
    try {
      answer = withEtag(await render());
    } catch (error) {
      this.store.delete(key);
      throw error;
    }
    const { scopes } = answer;
    const known = this.scopesOf.get(key);
    if (answer.status !== 200 || !scopes) {
      this.store.delete(key);
    } else if (versions && known && sameList(known, scopes)) {
      const now = Date.now();
      const expiresAtMs = Math.min(now + this.limits.maxAgeMs, answer.expiresAtMs ?? Infinity);
      this.store.set(key, { ...answer, versions, expiresAtMs, head: headOf(before, answer) });
    } else {
      // First render of the key (or its organization changed, a microsite's address taken over): its
      // scopes are known from now on, and the next request stores under their versions.
      this.store.delete(key);
      this.scopesOf.delete(key);
      this.scopesOf.set(key, scopes);
      for (const oldest of this.scopesOf.keys()) {
        if (this.scopesOf.size <= this.limits.maxEntries * 2) break;
        this.scopesOf.delete(oldest);
      }
    }
    return answer;
  }
}

/** The headers of a kept answer as one flat list: those set before its render, then its own. */
function headOf(before: OutgoingHttpHeaders, answer: SentAnswer): string[] {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(before)) {
    if (value !== undefined && name !== REQUEST_ID_HEADER.toLowerCase()) headers[name] = String(value);
  }
  Object.assign(headers, answer.headers, { etag: answer.etag });
  return Object.entries(headers).flat();
}

/** Writes a kept answer in one go (or its 304), with the request's id. */
function writeEntry(request: IncomingMessage, response: ServerResponse, entry: Entry): void {
  const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER.toLowerCase()]);
  if (notModified(request, entry)) {
    response.writeHead(304, [...entry.head, REQUEST_ID_HEADER, requestId]);
    response.end();
    return;
  }
  response.writeHead(entry.status, [
    ...entry.head,
    REQUEST_ID_HEADER,
    requestId,
    'content-length',
    String(entry.body.length),
  ]);
  response.end(entry.body);
}

function withEtag(answer: PublicAnswer): SentAnswer {
  return { ...answer, etag: answer.etag ?? etagOf(answer.body) };
}
