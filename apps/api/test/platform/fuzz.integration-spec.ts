import { ErrorCode } from '@framehouse/domain';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import fc from 'fast-check';
import type { GraphQLArgument, GraphQLField } from 'graphql';
import { isNonNullType } from 'graphql';
import { insertVideo } from '../overlays/overlays-support';
import { unlimitedOwner } from '../publishing/publishing-support';
import { ERRORS, login, PASSWORD, type Owner } from '../support/flows';
import { hostileValue } from '../support/hostile-values';
import { operationDocument } from '../support/operation-calls';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Schema-driven fuzzing (issue 19 item 3): random and hostile variables for every mutation, sent by a
 * signed-in owner with every permission so they reach the services. No answer may be a 5xx or a server
 * error: each is a GraphQL refusal of the variables (400), a contract error, or a success. The seed is
 * fixed and printed; FUZZ_SEED and FUZZ_RUNS change them.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
/** Codes that mean our code failed rather than refused. */
const FAILURES = new Set<string>([ErrorCode.SERVER_ERROR, 'INTERNAL_SERVER_ERROR']);

interface Case {
  field: GraphQLField<unknown, unknown>;
  args: GraphQLArgument[];
  variables: Record<string, unknown>;
}

describe('fuzzing every mutation with hostile variables', () => {
  let t: TestApp;
  let owner: Owner;
  let token: string;
  let ids: string[];
  const codes = new Map<string, number>();
  const statuses = new Map<number, number>();
  const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

  beforeAll(async () => {
    // Sign-ins are among the fuzzed mutations: the limit per address would soon refuse them all.
    t = await startTestApp({ AUTH_RATE_LIMIT: '100000' });
    owner = await unlimitedOwner(t, 'Fuzzed organization');
    token = owner.token;
    const video = await insertVideo(t, owner.organizationId);
    const moment = await t.gql<{ createMoment: { moment: { id: string } } }>(
      `mutation($id: ID!) { createMoment(videoId: $id, moment: { title: "Intro", startTimestamp: "00:00", endTimestamp: "00:06" }) { moment { id } ${ERRORS} } }`,
      { id: video },
      token,
    );
    ids = [video, moment.data.createMoment.moment.id, owner.organizationId, owner.userId];
  });
  afterAll(async () => {
    console.log(
      `Fuzz: seed ${SEED}, ${RUNS} cases; HTTP ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `codes ${JSON.stringify(Object.fromEntries([...codes].sort((a, b) => b[1] - a[1])))}`,
    );
    await t.close();
  });

  it(`answers ${RUNS} hostile calls without a server error (seed printed)`, async () => {
    const mutations = Object.values(t.app.get(GraphQLSchemaHost).schema.getMutationType()?.getFields() ?? {});
    const cases: fc.Arbitrary<Case> = fc.constantFrom(...mutations).chain((field) =>
      fc
        .record(
          Object.fromEntries(field.args.map((argument) => [argument.name, hostileValue(argument.type, ids)])),
          {
            requiredKeys: field.args.filter((argument) => isNonNullType(argument.type)).map((a) => a.name),
          },
        )
        .map((variables) => ({ field, args: [...field.args], variables })),
    );
    console.log(`Fuzz seed: ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    await fc.assert(
      fc.asyncProperty(cases, async ({ field, args, variables }) => {
        const document = operationDocument('mutation', field, args, 0);
        const send = () =>
          t.http
            .post('/graphql/')
            .set('content-type', 'application/json')
            .set('authorization', `Bearer ${token}`)
            .send({ query: document, variables });
        let response = await send();
        const text = JSON.stringify(response.body);
        if (text.includes(ErrorCode.AUTH_REQUIRED)) {
          // A fuzzed call may end the session (a password or an email changed): sign in again, once.
          token = await login(t, owner.email, PASSWORD);
          response = await send();
        }
        count(statuses, response.status);
        const body = response.body as {
          data?: Record<string, { errors?: Array<{ name: string }> } | null> | null;
          errors?: Array<{ extensions?: { code?: string }; name?: string }>;
        };
        const found = [
          ...(body.errors ?? []).map((error) => error.extensions?.code ?? error.name ?? 'NO_CODE'),
          ...Object.values(body.data ?? {}).flatMap((payload) =>
            (payload?.errors ?? []).map((error) => error.name),
          ),
        ];
        for (const code of found) count(codes, code);
        if (response.status >= 500 || found.some((code) => FAILURES.has(code))) {
          throw new Error(`${field.name} answered ${response.status}: ${text.slice(0, 500)}`);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
