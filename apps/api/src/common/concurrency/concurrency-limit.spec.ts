import { concurrencyLimit } from './concurrency-limit';

/** A task that runs until the test ends it, recording when it starts. */
function controlledTask(started: string[], name: string) {
  let finish: (outcome: Error | string) => void = () => undefined;
  const task = () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      finish = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
    });
  return { task, finish: (outcome: Error | string) => finish(outcome) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  const refusal = () => new Error('queue full');

  it('runs at most `concurrency` tasks at once and starts the waiting ones in arrival order', async () => {
    const limit = concurrencyLimit(2, 10, refusal);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => controlledTask(started, name));
    const results = tasks.map(({ task }) => limit(task));
    await settle();
    expect(started).toEqual(['a', 'b']);

    tasks[1]?.finish('b done');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]?.finish('a done');
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]?.finish('c done');
    tasks[3]?.finish('d done');
    expect(await Promise.all(results)).toEqual(['a done', 'b done', 'c done', 'd done']);
  });

  it('refuses a task at once when `maxWaiting` already wait, and takes tasks again once one ends', async () => {
    const limit = concurrencyLimit(1, 1, refusal);
    const started: string[] = [];
    const [running, waiting, refused, later] = ['a', 'b', 'c', 'd'].map((name) =>
      controlledTask(started, name),
    );
    const first = limit(running!.task);
    const second = limit(waiting!.task);
    await expect(limit(refused!.task)).rejects.toThrow('queue full');
    expect(started).toEqual(['a']);

    running!.finish('a done');
    await settle();
    const fourth = limit(later!.task);
    waiting!.finish('b done');
    await settle();
    later!.finish('d done');
    expect(await Promise.all([first, second, fourth])).toEqual(['a done', 'b done', 'd done']);
    expect(started).toEqual(['a', 'b', 'd']);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = concurrencyLimit(1, 0, refusal);
    await expect(limit(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
