import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { GraphQLContext } from '../graphql/request-loaders';

/** The header a request's id comes in (from a proxy that made one) and goes back in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Ids a proxy or a client may give: short, and nothing that could forge a log line or a header. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when it is one we accept, else a new one. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && ACCEPTED_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * First of all middleware: every request gets its id (`req.id`, which pino-http's request log then
 * uses) and answers with it in X-Request-Id, whichever handler answers.
 */
export function assignRequestId(req: Request, res: Response, next: NextFunction): void {
  const id = requestIdFor(req.headers[REQUEST_ID_HEADER.toLowerCase()]);
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id assignRequestId gave the request. */
export function requestIdOf(req: unknown): string | undefined {
  if (typeof req !== 'object' || req === null || !('id' in req)) return undefined;
  return typeof req.id === 'string' ? req.id : undefined;
}

/** Every error of a GraphQL answer carries the request's id in `extensions.requestId`. */
export const requestIdPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    return {
      async willSendResponse({ response }) {
        const requestId = requestIdOf(contextValue.req);
        if (!requestId || response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        response.body.singleResult.errors = response.body.singleResult.errors.map((error) => ({
          ...error,
          extensions: { ...error.extensions, requestId },
        }));
      },
    };
  },
};
