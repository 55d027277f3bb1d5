import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

/**
 * Runs a call of a logged-in screen: a lapsed session logs the user out with the spec's message
 * (through the auth provider's checkError); any other failure is rethrown for the screen to show.
 */
export function useApiCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}
