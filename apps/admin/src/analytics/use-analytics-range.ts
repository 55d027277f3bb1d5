import { paramsOfRange, rangeOfParams, utcDayOf, type AnalyticsRange } from '@framehouse/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The range an analytics screen shows, kept in its address (`?range=7d`, or `?from=…&to=…`) so that a
 * reload, the back button and a link from the overview keep it; the last 30 days by default.
 */
export function useAnalyticsRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = utcDayOf(Date.now());
  const range = useMemo(() => rangeOfParams(params, today), [params, today]);
  const { from, to } = range;
  const stable = useMemo(() => ({ from, to }), [from, to]);
  const setRange = useCallback(
    (next: AnalyticsRange) => setParams(paramsOfRange(next, utcDayOf(Date.now())), { replace: true }),
    [setParams],
  );
  return [stable, setRange];
}
