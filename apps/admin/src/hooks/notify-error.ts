import { NETWORK_ERROR_MS } from '@framehouse/domain';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorMessageOf, isNetworkError } from '../errors';

/** An error toast (spec §8): it stays until dismissed, except a network failure, shown for 3 s. */
export function useNotifyError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) =>
      notify(errorMessageOf(error), {
        type: 'error',
        autoHideDuration: isNetworkError(error) ? NETWORK_ERROR_MS : null,
      }),
    [notify],
  );
}
