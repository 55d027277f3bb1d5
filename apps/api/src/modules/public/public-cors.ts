import type { Response } from 'express';

/**
 * Players are embedded on any site: the loader's data, the views call and the player files are readable
 * from every origin, without credentials (no cookie of ours is ever involved).
 */
export const PUBLIC_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

export function allowAnyOrigin(response: Response): Response {
  return response.set(PUBLIC_CORS_HEADERS);
}
