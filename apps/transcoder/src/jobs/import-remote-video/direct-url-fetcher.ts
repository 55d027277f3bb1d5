import {
  fileTooLargeMessage,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_REDIRECTS,
  ImportMessages,
} from '@framehouse/domain';
import { mediaContentType } from '@framehouse/storage';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, Transform } from 'node:stream';
import {
  announcedLength,
  dispositionFileName,
  IMPORT_IDLE_TIMEOUT_MS,
  isPublicAddress,
  isMediaResponse,
  isRedirect,
  isVideoResponse,
  mediaType,
  parseImportUrl,
  refused,
  unavailable,
  urlFileName,
} from './import-rules';
import type { FetchedVideo, FetchOptions, RemoteVideoFetcher } from './remote-video-fetcher';

export interface ResolvedAddress {
  address: string;
  /** 4 or 6. */
  family: number;
}

/** Name resolution, replaceable so tests can give a name any address without a DNS server. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface DirectUrlFetcherOptions {
  /** ALLOW_PRIVATE_IMPORTS: private, loopback and link-local addresses may be fetched. */
  allowPrivate: boolean;
  maxBytes?: number;
  idleTimeoutMs?: number;
  resolve?: Resolver;
  /** Which addresses may be fetched when private ones are not allowed; `isPublicAddress` unless a test says. */
  addressPolicy?: (address: string) => boolean;
  /** What the URL must hold: a video (imports, the default) or audio or video (D2C transcriptions). */
  accept?: 'video' | 'media';
}

const USER_AGENT = 'Framehouse-Importer/1.0';
const DNS_NOT_FOUND = ['ENOTFOUND', 'ENODATA', 'EAI_NONAME'];

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * A video file over http(s), streamed: never held in memory, never written to the worker's disk. The
 * worker resolves each host itself, checks every address, and connects to the address it checked (a
 * name that resolves differently a moment later cannot slip a private address in); each redirect is
 * checked the same way, up to five.
 */
export class DirectUrlFetcher implements RemoteVideoFetcher {
  private readonly maxBytes: number;
  private readonly idleTimeoutMs: number;
  private readonly resolve: Resolver;
  private readonly allowed: (address: string) => boolean;
  private readonly accepts: 'video' | 'media';
  private readonly tooLarge: string;

  constructor(options: DirectUrlFetcherOptions) {
    this.accepts = options.accept ?? 'video';
    this.maxBytes = options.maxBytes ?? IMPORT_MAX_BYTES;
    // A transcription's file is held to the D2C service's size, and says so in the service's words.
    this.tooLarge = this.accepts === 'media' ? fileTooLargeMessage(this.maxBytes) : ImportMessages.tooLarge;
    this.idleTimeoutMs = options.idleTimeoutMs ?? IMPORT_IDLE_TIMEOUT_MS;
    this.resolve = options.resolve ?? systemResolver;
    this.allowed = options.allowPrivate ? () => true : (options.addressPolicy ?? isPublicAddress);
  }

  async fetch(value: string, { signal }: FetchOptions): Promise<FetchedVideo> {
    let url = parseImportUrl(value);
    for (let redirects = 0; ; redirects++) {
      const address = await this.checkedAddress(url);
      const response = await this.get(url, address, signal);
      const status = response.statusCode ?? 0;
      if (isRedirect(status)) {
        response.resume();
        const location = response.headers.location;
        if (redirects >= IMPORT_MAX_REDIRECTS) throw refused(ImportMessages.tooManyRedirects);
        if (!location) throw refused(ImportMessages.refusedStatus(status));
        url = parseImportUrl(new URL(location, url).toString());
        continue;
      }
      return this.accept(url, response);
    }
  }

  /** The address to connect to, once every address the name has passed the check. */
  private async checkedAddress(url: URL): Promise<ResolvedAddress> {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: ResolvedAddress[];
    if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
    else {
      try {
        addresses = await this.resolve(host);
      } catch (error) {
        const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
        if (typeof code === 'string' && DNS_NOT_FOUND.includes(code))
          throw refused(ImportMessages.hostNotFound);
        throw unavailable(ImportMessages.hostNotFound);
      }
    }
    if (addresses.length === 0) throw refused(ImportMessages.hostNotFound);
    if (addresses.some((entry) => !this.allowed(entry.address))) {
      throw refused(ImportMessages.privateAddress);
    }
    return addresses[0];
  }

  private get(url: URL, address: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
    // The connection goes to the checked address; the URL's host still names the server (Host, TLS SNI
    // and the certificate check).
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [address]);
      else callback(null, address.address, address.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<IncomingMessage>((resolve, reject) => {
      let answered = false;
      const request = client.request(url, {
        method: 'GET',
        headers: {
          'user-agent': USER_AGENT,
          accept: `video/*, ${this.accepts === 'media' ? 'audio/*, ' : ''}application/octet-stream;q=0.9, */*;q=0.1`,
          'accept-encoding': 'identity',
        },
        lookup,
        signal,
        timeout: this.idleTimeoutMs,
      });
      request.on('timeout', () => {
        if (!answered) request.destroy(unavailable(ImportMessages.timedOut));
      });
      request.on('error', (error) => reject(answered ? error : networkError(error, signal)));
      request.on('response', (response) => {
        answered = true;
        resolve(response);
      });
      request.end();
    });
  }

  /** A final answer: a video of an acceptable size, streamed through a byte counter; or a refusal. */
  private accept(url: URL, response: IncomingMessage): FetchedVideo {
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.resume();
      throw status >= 400 && status < 500
        ? refused(ImportMessages.refusedStatus(status))
        : unavailable(ImportMessages.failedStatus(status));
    }
    const fileName = dispositionFileName(response.headers['content-disposition']) ?? urlFileName(url);
    const contentType = response.headers['content-type'];
    const accepted =
      this.accepts === 'media'
        ? isMediaResponse(contentType, fileName)
        : isVideoResponse(contentType, fileName);
    if (!accepted) {
      response.destroy();
      throw refused(this.accepts === 'media' ? ImportMessages.notMedia : ImportMessages.notAVideo);
    }
    const size = announcedLength(response.headers['content-length']);
    if (size !== null && size > this.maxBytes) {
      response.destroy();
      throw refused(this.tooLarge);
    }
    response.setTimeout(this.idleTimeoutMs, () => response.destroy(unavailable(ImportMessages.timedOut)));
    const body = pipeline(response, byteLimit(this.maxBytes, this.tooLarge), () => undefined);
    return {
      body,
      size,
      contentType: mediaContentType(mediaType(contentType), fileName),
      title: fileName,
      dispose: async () => {
        response.destroy();
      },
    };
  }
}

/** Passes bytes through until there are more than `max`, then fails the stream with the size refusal. */
export function byteLimit(max: number, message: string = ImportMessages.tooLarge): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > max) callback(refused(message));
      else callback(null, chunk);
    },
  });
}

function networkError(error: Error, signal: AbortSignal): Error {
  if (signal.aborted) return error;
  if (error.message === ImportMessages.timedOut) return error;
  return unavailable(ImportMessages.unreachable);
}
