import { useCallback, useEffect, useState } from 'react';
import { useApiCall } from './api-call';

/**
 * What a settings screen shows, loaded through the SDK when `load` changes (pass a memoized one) and
 * again on `reload()` after a change. `error` is the failure of the last load; a lapsed session logs
 * out (useApiCall).
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const apiCall = useApiCall();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async (): Promise<T | undefined> => {
    try {
      const loaded = await apiCall(load);
      setData(loaded);
      setError(undefined);
      return loaded;
    } catch (failure) {
      setError(failure);
      return undefined;
    } finally {
      setLoading(false);
    }
  }, [apiCall, load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, loading, reload };
}
