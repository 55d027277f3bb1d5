import { Logger } from '@nestjs/common';
import {
  MICROSITE_FAVICON_PATH,
  MICROSITE_HEALTH_HEADER,
  MICROSITE_ROBOTS_PATH,
  MICROSITE_SITEMAP_PATH,
  micrositeSubdomainOf,
} from '@framehouse/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
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
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return host === new URL(publicUrl).hostname.toLowerCase() ? null : subdomain;
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
 * carries MICROSITE_HEALTH_HEADER with the microsite's id (an unknown subdomain has none) and no cookie;
 * pages are revalidated each time (no-cache and Express's ETag, as the public pages).
 */
export function micrositeRequestHandler(
  site: MicrositeSiteService,
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
      'cache-control': 'no-cache',
      // As the public pages: no secret here for a cross-origin opener to reach.
      'cross-origin-opener-policy': 'unsafe-none',
    });
    answer(site, subdomain, request, response).catch((error: unknown) => {
      logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      if (!response.headersSent) response.status(500).type('text/plain').send('Something went wrong.');
      else response.destroy();
    });
  };
}

async function answer(
  site: MicrositeSiteService,
  subdomain: string,
  request: Request,
  response: Response,
): Promise<void> {
  const record = await site.find(subdomain);
  if (!record) {
    response.status(404).type('html').send(notFoundPageHtml());
    return;
  }
  response.set(MICROSITE_HEALTH_HEADER, record.id);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
    return;
  }
  const path = request.path;
  if (path === '/') {
    response
      .status(200)
      .type('html')
      .send(micrositeHomeHtml(await site.home(record)));
    return;
  }
  if (path === MICROSITE_SITEMAP_PATH) {
    response
      .status(200)
      .type('application/xml')
      .send(micrositeSitemapXml(record.url, await site.sitemap(record)));
    return;
  }
  if (path === MICROSITE_ROBOTS_PATH) {
    response.status(200).type('text/plain').send(micrositeRobotsTxt(record.url));
    return;
  }
  if (path === MICROSITE_FAVICON_PATH) {
    const favicon = await site.favicon(record);
    response
      .status(200)
      .type(favicon?.contentType ?? 'image/svg+xml')
      .set('x-content-type-options', 'nosniff')
      .send(favicon?.bytes ?? DEFAULT_FAVICON_SVG);
    return;
  }
  const item = ITEM_PATH.exec(path);
  const model = item ? await site.item(record, item[1] as 'video' | 'moment', item[2] as string) : null;
  if (!model) {
    response.status(404).type('html').send(notFoundPageHtml());
    return;
  }
  response.status(200).type('html').send(micrositeItemHtml(model));
}
