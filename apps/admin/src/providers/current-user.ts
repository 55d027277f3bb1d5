import type { MeQuery } from '@framehouse/sdk';
import { sdk } from '../sdk';

export type CurrentUser = NonNullable<MeQuery['me']>;
export type CurrentOrganization = NonNullable<CurrentUser['organization']>;

let pending: Promise<CurrentUser | null> | undefined;

/**
 * The `me` query. Identity, permissions and the subscription gate all ask for it at the same moment
 * after a login, so concurrent callers share one request.
 */
export function fetchCurrentUser(): Promise<CurrentUser | null> {
  pending ??= sdk
    .Me()
    .then((result) => result.me ?? null)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
