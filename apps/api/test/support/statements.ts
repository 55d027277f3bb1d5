import { DataSource, type EntitySubscriberInterface } from 'typeorm';
import type { TestApp } from './test-app';

/**
 * The SQL statements the app runs while `work` runs, counted by TypeORM's own query events: what a test of
 * batched per-row fields compares between a short page and a long one.
 */
export async function statementsDuring(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  const dataSource = t.app.get(DataSource);
  let statements = 0;
  const counter: EntitySubscriberInterface = {
    beforeQuery: () => {
      statements += 1;
    },
  };
  dataSource.subscribers.push(counter);
  try {
    await work();
  } finally {
    dataSource.subscribers.splice(dataSource.subscribers.indexOf(counter), 1);
  }
  return statements;
}
