import { Logger } from '@nestjs/common';
import {
  hostNameOf,
  MICROSITE_FAVICON_PATH,
  MICROSITE_HEALTH_HEADER,
  MICROSITE_ROBOTS_PATH,
  MICROSITE_SITEMAP_PATH,
  micrositeSubdomainOf,
} from '@framehouse/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  REVALIDATE_EACH_TIME,
  type PublicAnswer,
  type PublicCache,
} from '../../../common/public-cache/public-cache';
import {
  contentScope,
  pageScopes,
  type PublicScope,
} from '../../../common/public-cache/public-content-versions';
import type { PublicMicrositeRecord } from '../../microsites/public-microsite-record';
import { notFoundPageHtml } from '../public-page';
import {
  DEFAULT_FAVICON_SVG,
  micrositeHomeHtml,
  micrositeItemHtml,
  micrositeRobotsTxt,
  micrositeSitemapXml,
} from './microsite-pages';
import type { MicrositeSiteService } from './microsite-site.service';

/**
 * The microsite a request's Host names: its subdomain under MICROSITE_HOST, or null for any other host,
 * PUBLIC_URL's own host included (should the admin live under MICROSITE_HOST, it stays the admin).
 */
export function micrositeRequestSubdomain(
  hostHeader: string | undefined,
  micrositeHost: string,
  publicUrl: string,
): string | null {
  const subdomain = micrositeSubdomainOf(hostHeader, micrositeHost);
  if (subdomain === null || !hostHeader) return null;
  return hostNameOf(hostHeader) === new URL(publicUrl).hostname.toLowerCase() ? null : subdomain;
}

/**
 * The microsite's Content-Security-Policy. Its origin is its own and holds no session (the admin's token
 * is in the admin origin's localStorage, and no cookie is ever set), so the policy lets in what the
 * member's Google Analytics and Custom HTML may need: inline scripts and any https origin. PUBLIC_URL is
 * named as well (the embed loader, the player, posters, media and the stars call live there, http in
 * development), with `origins`: the storage and ad servers the public pages allow.
 */
export function micrositeContentSecurityPolicy(publicUrl: string, origins: readonly string[]): string {
  const api = new URL(publicUrl).origin;
  const anywhere = ["'self'", api, 'https:'];
  const directives: Array<[string, string[]]> = [
    ['default-src', anywhere],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'", 'https:']],
    // The member's snippets (tag managers, chat widgets) may evaluate code: it runs on this origin only.
    ['script-src', [...anywhere, "'unsafe-inline'", "'unsafe-eval'"]],
    ['style-src', [...anywhere, "'unsafe-inline'"]],
    ['font-src', [...anywhere, 'data:']],
    ['img-src', [...anywhere, ...origins, 'data:', 'blob:']],
    ['media-src', [...anywhere, ...origins, 'blob:']],
    ['connect-src', [...anywhere, ...origins]],
    ['frame-src', anywhere],
    ['worker-src', ["'self'", 'blob:', api]],
    ...(api.startsWith('https:') ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
  ];
  return directives.map(([name, values]) => [name, ...new Set(values)].join(' ')).join('; ');
}

const ITEM_PATH = /^\/(video|moment)\/([^/]+)\/?$/;

/**
 * Answers every request whose Host names a microsite (the rest go on to the API and the admin): its
 * pages, sitemap, robots.txt and favicon, else the product's 404 page; never another route. Every answer
 * carries MICROSITE_HEALTH_HEADER with the microsite's id (an unknown subdomain has none) and no cookie.
 * What it shows comes from the public cache (keyed by subdomain and path, learnt to be the microsite's
 * organization's) until that organization's content or counters change, and is revalidated each time
 * with its ETag, as the public pages.
 */
export function micrositeRequestHandler(
  site: MicrositeSiteService,
  cache: PublicCache,
  options: { micrositeHost: string; publicUrl: string; contentSecurityPolicy: string },
): RequestHandler {
  const logger = new Logger('Microsite');
  return (request: Request, response: Response, next: NextFunction) => {
    const subdomain = micrositeRequestSubdomain(
      request.headers.host,
      options.micrositeHost,
      options.publicUrl,
    );
    if (subdomain === null) return next();
    response.set({
      'content-security-policy': options.contentSecurityPolicy,
      // As the public pages: no secret here for a cross-origin opener to reach.
      'cross-origin-opener-policy': 'unsafe-none',
    });
    const answered =
      request.method === 'GET' || request.method === 'HEAD'
        ? cache.answer(
            request,
            response,
            () => render(site, subdomain, request.path),
            `microsite:${subdomain}:${request.path}`,
          )
        : refuseMethod(site, subdomain, response);
    answered.catch((error: unknown) => {
      logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      if (!response.headersSent) response.status(500).type('text/plain').send('Something went wrong.');
      else response.destroy();
    });
  };
}

/** Only pages here: 405 for a microsite's address, the 404 page for an unknown one. */
async function refuseMethod(
  site: MicrositeSiteService,
  subdomain: string,
  response: Response,
): Promise<void> {
  const record = await site.find(subdomain);
  response.set('cache-control', 'no-cache');
  if (!record) {
    response.status(404).type('html').send(notFoundPageHtml());
    return;
  }
  response
    .status(405)
    .set({ allow: 'GET, HEAD', [MICROSITE_HEALTH_HEADER]: record.id })
    .type('text/plain')
    .send('Method Not Allowed');
}

/** A microsite's answer; only a 200 is kept, under the organization's scopes. */
function micrositeAnswer(
  record: PublicMicrositeRecord | null,
  status: number,
  contentType: string,
  body: string | Buffer,
  scopes: readonly PublicScope[] | null,
): PublicAnswer {
  return {
    status,
    headers: {
      'content-type': contentType,
      'cache-control': scopes ? REVALIDATE_EACH_TIME : 'no-cache',
      ...(record ? { [MICROSITE_HEALTH_HEADER]: record.id } : {}),
    },
    body: typeof body === 'string' ? Buffer.from(body) : body,
    scopes: status === 200 ? scopes : null,
  };
}

const HTML = 'text/html; charset=utf-8';

async function render(site: MicrositeSiteService, subdomain: string, path: string): Promise<PublicAnswer> {
  const record = await site.find(subdomain);
  if (!record) return micrositeAnswer(null, 404, HTML, notFoundPageHtml(), null);
  const pages = pageScopes(record.organizationId);
  if (path === '/')
    return micrositeAnswer(record, 200, HTML, micrositeHomeHtml(await site.home(record)), pages);
  if (path === MICROSITE_SITEMAP_PATH) {
    const xml = micrositeSitemapXml(record.url, await site.sitemap(record));
    return micrositeAnswer(record, 200, 'application/xml; charset=utf-8', xml, pages);
  }
  const own = [contentScope(record.organizationId)];
  if (path === MICROSITE_ROBOTS_PATH) {
    return micrositeAnswer(record, 200, 'text/plain; charset=utf-8', micrositeRobotsTxt(record.url), own);
  }
  if (path === MICROSITE_FAVICON_PATH) {
    const favicon = await site.favicon(record);
    const answer = favicon
      ? micrositeAnswer(record, 200, favicon.contentType, favicon.bytes, own)
      : micrositeAnswer(record, 200, 'image/svg+xml; charset=utf-8', DEFAULT_FAVICON_SVG, own);
    return { ...answer, headers: { ...answer.headers, 'x-content-type-options': 'nosniff' } };
  }
  const item = ITEM_PATH.exec(path);
  const model = item ? await site.item(record, item[1] as 'video' | 'moment', item[2] as string) : null;
  if (!model) return micrositeAnswer(record, 404, HTML, notFoundPageHtml(), null);
  return micrositeAnswer(record, 200, HTML, micrositeItemHtml(model), pages);
}
