import { hasPermissions, type Permission } from '@framehouse/domain';
import { useGetIdentity, usePermissions } from 'react-admin';
import type { CurrentUser } from '../auth/auth-data';

/** The `me` of the session (name, avatar, permissions, organization and its subscription). */
export function useCurrentUser() {
  const { identity, isPending, error, refetch } = useGetIdentity();
  const me: CurrentUser | undefined = identity?.me;
  return { me, isPending, error, refetch };
}

/** All of `required` must be granted; nothing is granted while the list is loading (spec §6). */
export function useHasPermissions(...required: Permission[]): boolean {
  const { permissions } = usePermissions<string[]>();
  return hasPermissions(permissions, required);
}
