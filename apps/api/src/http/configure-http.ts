import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  ErrorCode,
  ErrorMessages,
  PLAYER_EVENTS_MAX_BODY_BYTES,
  PLAYER_EVENTS_PATH,
} from '@framehouse/domain';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { readFile } from 'node:fs/promises';
import type { RequestListener, Server } from 'node:http';
import { join, sep } from 'node:path';
import {
  createFsStorageHttpHandlers,
  FS_PART_UPLOAD_PATH,
  FS_SIGNED_READ_PATH,
  FsStorage,
  type StorageDriver,
} from '@framehouse/storage';
import type { ApiMetrics } from '../common/metrics/api-metrics';
import { API_METRICS } from '../common/metrics/metrics.module';
import { PublicCache, type FrontDoorOptions } from '../common/public-cache/public-cache';
import { assignRequestId, requestIdOf } from '../common/request-id/request-id';
import type { AppConfig } from '../config/app-config';
import { LEGAL_ASSETS_PATH } from '../modules/legal/legal-page';
import {
  micrositeContentSecurityPolicy,
  micrositeRequestHandler,
  micrositeRequestSubdomain,
} from '../modules/public/microsite/microsite-http';
import { MicrositeSiteService } from '../modules/public/microsite/microsite-site.service';
import { PUBLIC_MEDIA_PATH, StorageService } from '../modules/storage/storage.service';
import { HLS_MEDIA_PATH } from '../modules/videos/video-media.service';

/**
 * Large enough for a 10 MB overlay picture (end card background, image CTA) sent as base64 (13.4 MB),
 * small enough to refuse floods.
 */
export const REQUEST_BODY_LIMIT = '15mb';

/** Where a Prometheus scraper reads this process's metrics. */
export const METRICS_PATH = '/metrics';

/** The public pages of published videos and moments, and their player's data. */
const PUBLIC_PAGES_PREFIX = '/p/';

/** Paths the API answers itself; every other GET is a route of the admin app. */
const API_PREFIXES = [
  '/graphql',
  '/health',
  // Prometheus metrics, when METRICS_TOKEN is set; else 404, never the admin.
  METRICS_PATH,
  // With its slash: /authorize/youtube is the admin's (the video-service authorization return).
  '/auth/',
  '/users',
  '/media',
  '/storage',
  '/moments',
  // A video's REST calls (its analytics export); the admin's video routes are /video/….
  '/videos/',
  // The organization's analytics export; the admin's overview is /analytics.
  '/analytics.csv',
  // Not '/d2c': /d2c, /d2c/api-keys and /d2c/service-usage are the admin's.
  '/d2c/api/',
  '/billing/',
  PUBLIC_PAGES_PREFIX,
  // The legal pages (and a 404 page for anything else under these names: no admin route starts so),
  // rendered by the API so that they open without the admin's JavaScript; their stylesheet and fonts.
  '/terms-of-use',
  '/privacy-policy',
  LEGAL_ASSETS_PATH + '/',
];

/** The payment provider's webhook: its signature covers the exact bytes, so the body stays raw. */
const STRIPE_WEBHOOK_PATH = '/billing/stripe/webhook';

/** Paths embedded players read from any origin. */
const PUBLIC_RESOURCE_PATHS = ['/player', '/media', '/p/api'];

/** Where the API serves the built embed loader and player (apps/player/dist). */
export const PLAYER_PATH = '/player';

/** Everything about the HTTP server that is not a route: headers, body limits, media and the admin app. */
export function configureHttp(app: INestApplication, config: AppConfig): void {
  const server = app as NestExpressApplication;
  server.set('trust proxy', 'loopback');
  server.disable('x-powered-by');
  server.use(assignRequestId);
  const metrics = app.get<ApiMetrics | null>(API_METRICS);
  const micrositeOf = (host: string | undefined) =>
    micrositeRequestSubdomain(host, config.micrositeHost, config.publicUrl);
  openPublicCacheFrontDoor(server, app.get(PublicCache), {
    bypass: (request) => micrositeOf(request.headers.host) !== null,
    onHit: metrics && config.metricsToken ? (req, res) => metrics.recordRequest(req, res) : undefined,
  });
  if (metrics && config.metricsToken) {
    // First, so that every request is timed, whichever handler answers it.
    server.use(metrics.recordRequests());
    server.use(METRICS_PATH, metrics.handler(config.metricsToken));
  }
  // With S3, browsers fetch media (segments, pictures) and send upload parts straight to the S3 server.
  const { s3 } = config.storage;
  const mediaOrigins = s3 ? [new URL(s3.publicEndpoint ?? s3.endpoint).origin] : [];
  // A public page's player fetches the organization's ad tags (and the wrappers they point to), plays
  // their media files and fires their tracking pixels: all on ad servers the organization chose, so any
  // https origin. Plain http only where the operator lets the API reach private addresses too (a local ad
  // server). Only there: the admin, which holds the session, plays no ads and reaches no other site.
  const adOrigins = config.allowPrivateImports ? ['https:', 'http:'] : ['https:'];
  // The admin posts its unexpected failures to the error reporting server, when one is configured.
  const reportingOrigins = config.errorReportingDsn ? [new URL(config.errorReportingDsn).origin] : [];
  const adminPolicy = contentSecurityPolicy(mediaOrigins, reportingOrigins);
  const publicPagePolicy = contentSecurityPolicy([...mediaOrigins, ...adOrigins]);
  server.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  // A Host naming a microsite is the microsite's alone: its pages, or 404, never a route below.
  server.use(
    micrositeRequestHandler(app.get(MicrositeSiteService), app.get(PublicCache), {
      micrositeHost: config.micrositeHost,
      publicUrl: config.publicUrl,
      contentSecurityPolicy: micrositeContentSecurityPolicy(config.publicUrl, [
        ...mediaOrigins,
        ...adOrigins,
      ]),
    }),
  );
  server.use((req: Request, res: Response, next: NextFunction) =>
    (req.path.startsWith(PUBLIC_PAGES_PREFIX) ? publicPagePolicy : adminPolicy)(req, res, next),
  );
  // What embedded players load from other sites' pages (the loader and player, their data, posters and
  // media under a signature or grant) may be read cross-origin; helmet's default would block it.
  server.use(PUBLIC_RESOURCE_PATHS, (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  servePlayer(server, config.playerDistDir);
  serveFsStorage(server, app.get(StorageService).driver);
  server.use(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }));
  // Players send their events with sendBeacon: JSON in a text/plain body (a JSON type would need a
  // preflight, which a beacon cannot make), a few KB.
  server.use(
    PLAYER_EVENTS_PATH,
    express.text({ type: 'text/plain', limit: PLAYER_EVENTS_MAX_BODY_BYTES }),
    express.json({ limit: PLAYER_EVENTS_MAX_BODY_BYTES }),
  );
  server.useBodyParser('json', { limit: REQUEST_BODY_LIMIT });
  server.useBodyParser('urlencoded', { limit: REQUEST_BODY_LIMIT, extended: false });
  server.use(refuseNulCharacters);
  serveAdmin(server, config.adminDistDir, config.errorReportingDsn);
  server.use(bodyErrors);
}

/**
 * Public pages, their JSON and HLS playlists still current in the cache are written by the HTTP server's
 * own request listener, before Express: with the headers the middleware below gave their render (helmet,
 * the CSP and CORP), without its routing or request log, as for the static files. The rest, and misses,
 * go on to Express.
 */
function openPublicCacheFrontDoor(
  server: NestExpressApplication,
  cache: PublicCache,
  options: FrontDoorOptions,
): void {
  const httpServer: Server = server.getHttpServer();
  const express: RequestListener = server.getHttpAdapter().getInstance();
  if (!httpServer.listeners('request').includes(express)) {
    throw new Error(
      'The HTTP server does not hand its requests to Express: the public cache cannot stand in front.',
    );
  }
  httpServer.removeListener('request', express);
  httpServer.on('request', cache.frontDoor(express, options));
}

/**
 * This origin, Google sign-in (its script, frame and calls) and `origins` for fetches, pictures and
 * media, `fetchOnly` for fetches; hls.js plays through a MediaSource attached as a blob: URL and demuxes
 * in a worker it starts from one.
 */
function contentSecurityPolicy(origins: readonly string[], fetchOnly: readonly string[] = []) {
  return helmet.contentSecurityPolicy({
    directives: {
      'script-src': ["'self'", 'https://accounts.google.com'],
      'frame-src': ["'self'", 'https://accounts.google.com'],
      'connect-src': ["'self'", 'https://accounts.google.com', ...origins, ...fetchOnly],
      'img-src': ["'self'", 'data:', 'blob:', ...origins],
      'media-src': ["'self'", 'blob:', ...origins],
      'worker-src': ["'self'", 'blob:'],
    },
  });
}

/**
 * With the fs driver the API itself answers the signed URLs S3 would: part uploads (before any body
 * parser, since parts are streamed to disk) and media reads. Pictures under /media/public are the
 * PublicMediaController's, HLS playlists under /media/hls the HlsController's.
 */
function serveFsStorage(server: NestExpressApplication, driver: StorageDriver): void {
  if (!(driver instanceof FsStorage)) return;
  const handlers = createFsStorageHttpHandlers(driver);
  const pass =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) =>
      handler(req, res).catch(next);
  server.use(FS_PART_UPLOAD_PATH, pass(handlers.handlePartUpload));
  // Paths under /media that are the API's own routes, not signed storage reads (no key starts with
  // `public/` through a signed URL, nor with `hls/`).
  const ownRoutes = [`${PUBLIC_MEDIA_PATH}/`, `${HLS_MEDIA_PATH}/`];
  server.use(FS_SIGNED_READ_PATH, (req: Request, res: Response, next: NextFunction) => {
    const path = `${FS_SIGNED_READ_PATH}${req.path}`;
    return ownRoutes.some((route) => path.startsWith(route))
      ? next()
      : pass(handlers.handleSignedRead)(req, res, next);
  });
}

/**
 * The embed loader, the player's chunks and the overlays' fonts, for any origin. The loader's name never
 * changes, so it is revalidated; the chunks carry a content hash and are kept. A font's file is named by
 * its family and weight, the same font across builds (a new package version may touch its glyphs, which
 * no viewer needs at once), so it is kept for 30 days. Without a build, 404 (never the admin).
 */
function servePlayer(server: NestExpressApplication, distDir: string): void {
  const cacheControl = (path: string) => {
    if (path.includes(`${sep}chunks${sep}`)) return 'public, max-age=31536000, immutable';
    if (path.includes(`${sep}fonts${sep}`)) return 'public, max-age=2592000';
    return 'no-cache';
  };
  server.use(
    PLAYER_PATH,
    express.static(distDir, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cache-Control', cacheControl(path));
      },
    }),
  );
  server.use(PLAYER_PATH, (_req: Request, res: Response) => {
    res.status(404).set('Access-Control-Allow-Origin', '*').type('text/plain').send('Not found');
  });
}

/** The name of the meta tag that hands the admin its error reporting DSN (apps/admin/src/config.ts). */
export const ERROR_REPORTING_META = 'framehouse-error-reporting-dsn';

/**
 * The built admin; its page carries the settings the operator sets at run time (not at build time) as
 * meta tags, which the admin reads before it renders: its CSP allows no inline script to carry them.
 */
function serveAdmin(server: NestExpressApplication, distDir: string, errorReportingDsn?: string): void {
  const index = join(distDir, 'index.html');
  const runtimeSettings = errorReportingDsn
    ? `<meta name="${ERROR_REPORTING_META}" content="${escapeAttribute(errorReportingDsn)}" />`
    : '';
  server.use(express.static(distDir, { index: false }));
  server.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || API_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
    readFile(index, 'utf8').then(
      (html) =>
        res
          .type('html')
          .set('Cache-Control', 'no-cache')
          .send(html.replace('</head>', `${runtimeSettings}</head>`)),
      () => res.status(503).type('text/plain').send('The admin app is not built: run `npm run build:admin`.'),
    );
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Whether any string or key of a parsed body holds U+0000; walked without recursion, however deep. */
function holdsNulCharacter(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, entry] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a body carrying one anywhere is refused whole before any handler,
 * instead of failing inside whichever statement first writes or compares it (found by the fuzzer).
 */
function refuseNulCharacters(req: Request, _res: Response, next: NextFunction) {
  next(
    holdsNulCharacter(req.body)
      ? Object.assign(new Error('NUL character'), { status: 400, type: 'entity.nul' })
      : undefined,
  );
}

/** Malformed or oversized bodies answer in the error contract, not with an HTML page. */
function bodyErrors(
  error: { status?: number; type?: string; limit?: number } | undefined,
  req: Request,
  res: Response,
  next: NextFunction,
) {
  if (!error) return next();
  const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
  // The player events' own limit, else the general one.
  const limit =
    error.limit === PLAYER_EVENTS_MAX_BODY_BYTES
      ? `${PLAYER_EVENTS_MAX_BODY_BYTES / 1024} KiB`
      : REQUEST_BODY_LIMIT;
  const message =
    error.type === 'entity.too.large'
      ? `Request body is larger than ${limit}.`
      : error.type === 'entity.nul'
        ? 'Text cannot contain the NUL character (U+0000).'
        : 'Request body could not be read.';
  res.status(status).json({
    errors: [
      {
        name: ErrorCode.VALIDATION_ERROR,
        field: null,
        messages: [message || ErrorMessages[ErrorCode.VALIDATION_ERROR]],
      },
    ],
    requestId: requestIdOf(req),
  });
}
