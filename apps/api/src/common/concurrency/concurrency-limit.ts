/** Runs a task under the limit, or rejects with the limit's refusal when its queue is full. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `concurrency` tasks run at once, the rest wait in arrival order. At most `maxWaiting` wait:
 * a task past that is refused at once with `refuse()`, so a burst cannot pile up without end.
 */
export function concurrencyLimit(
  concurrency: number,
  maxWaiting: number,
  refuse: () => Error,
): ConcurrencyLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished task hands its slot straight to the first waiting one.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (task) => {
    if (running < concurrency) running += 1;
    else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw refuse();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
