import type { Permission } from '@framehouse/domain';
import type { User } from '../accounts/user.entity';
import type { Subscription } from '../billing/subscription.entity';
import type { Organization } from '../organizations/organization.entity';

/** The caller of a request, read from the database on every request (tokens carry only the user id). */
export interface Session {
  user: User;
  organization: Organization;
  subscription: Subscription | null;
  permissions: Permission[];
}

/** The JWT's claims: only ids, the session version and times. */
export interface TokenClaims {
  sub: string;
  /** The user's sessionVersion when the token was issued. */
  ver: number;
  iat: number;
  exp: number;
}
