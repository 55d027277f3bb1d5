import {
  ANALYTICS_RANGE_PARAMS,
  paramsOfRange,
  rangeOfParams,
  utcDayOf,
  type AnalyticsRange,
} from '@framehouse/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The range an analytics screen shows, kept in its address (`?range=7d`, or `?from=…&to=…`) so that a
 * reload, the back button and a link from the overview keep it; the last 30 days by default. The
 * address's other parameters stay (the moments editor's selected moment).
 */
export function useAnalyticsRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = utcDayOf(Date.now());
  const range = useMemo(() => rangeOfParams(params, today), [params, today]);
  const { from, to } = range;
  const stable = useMemo(() => ({ from, to }), [from, to]);
  const setRange = useCallback(
    (next: AnalyticsRange) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const name of ANALYTICS_RANGE_PARAMS) params.delete(name);
          for (const [name, value] of Object.entries(paramsOfRange(next, utcDayOf(Date.now())))) {
            params.set(name, value);
          }
          return params;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [stable, setRange];
}
