import request from 'supertest';
import type { GraphQLResponse, TestApp } from './test-app';

/**
 * The test's calls sent over HTTP to `url` (an API process, or a proxy in front of several), for the flows
 * written against a TestApp; `base` gives the configuration, the PUBLIC_URL mailed links name, and the mail.
 */
export function clientThrough(
  url: string,
  base: Pick<TestApp, 'config' | 'url' | 'mail'> & Partial<TestApp>,
): TestApp {
  return {
    app: undefined as never,
    close: async () => undefined,
    ...base,
    http: request(url),
    async gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string, address?: string) {
      const call = request(url).post('/graphql/').set('content-type', 'application/json');
      if (token) call.set('authorization', `Bearer ${token}`);
      if (address) call.set('x-forwarded-for', address);
      const response = await call.send({ query, variables });
      return {
        status: response.status,
        data: response.body.data,
        errors: response.body.errors,
      } as GraphQLResponse<T>;
    },
  };
}
