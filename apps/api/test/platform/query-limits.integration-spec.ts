import { MAX_PAGE_SIZE, ObjectCategory } from '@framehouse/domain';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the admin's own operations, from source as Jest runs it
import { createFramehouseClient } from '../../../../libs/sdk/src';
import { MAX_QUERY_COMPLEXITY, queryCost } from '../../src/common/graphql/query-limits';
import { addMoment, processedVideo } from '../moments/moment-support';
import { createObject } from '../objects/objects-support';
import { ACCEPT_ALL, PASSWORD, REGISTER, type Owner } from '../support/flows';
import { statementsDuring } from '../support/statements';
import type { TestApp } from '../support/test-app';
import { editorCast } from '../videos/video-editor-support';
import { defaultStorageDriver, startVideoApp } from '../videos/video-support';

const OPERATIONS_DIR = join(__dirname, '../../../../libs/sdk/operations');

/** Every field of a video that a resolver of its own reads, over a page of videos. */
const VIDEO_FIELDS = `query VideoFields {
  videos(pageSize: 100) {
    nodes {
      id thumbnailUrl momentsCount objectsCount objectDetection { status }
      monetization { adType orgMonetization { id } } promotedContentSettings { promoteObjects }
      captions { id captionFileUrl } isPublished scheduledDatetime platforms publications { id }
    }
  }
}`;
/** A page of moments with their videos' moments: Moment.video and Video.moments nested. */
const MOMENT_VIDEOS = `query MomentVideos {
  moments(pageSize: 100) { nodes { id thumbnailUrl video { id momentsCount moments { id } } } }
}`;
/** A page of objects with their videos. */
const OBJECT_VIDEOS = `query ObjectVideos { objects(pageSize: 100) { nodes { id video { id thumbnailUrl } } } }`;

/** A value of the type for a required variable: only its cost is computed, nothing runs. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sample(field.type)]));
  }
  const scalars: Record<string, unknown> = { ID: randomUUID(), Int: 1, Float: 1, Boolean: true };
  return scalars[type.name] ?? 'x';
}

/** The variables of an operation at its largest page: every required one filled, pageSize the most a list takes. */
function largestPageVariables(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    if (name === 'pageSize') variables[name] = MAX_PAGE_SIZE;
    else if (isNonNullType(type)) variables[name] = sample(type);
  }
  return variables;
}

describe('query limits', () => {
  let t: TestApp;
  let owner: Owner;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner } = await editorCast(t, 'Query limits'));
  });
  afterAll(() => t.close());

  /** A processed video with two moments and an object. */
  async function videoWithContent(title: string): Promise<void> {
    const video = await processedVideo(t, owner.token);
    await addMoment(t, owner.token, video.id, `${title} opening`, '00:00:00.000', '00:00:10.000');
    await addMoment(t, owner.token, video.id, `${title} goal`, '00:00:20.000', '00:00:30.000');
    const object = await createObject(t, owner.token, video.id, {
      title: `${title} ball`,
      category: ObjectCategory.STOP_SIGN,
    });
    expect(object.errors).toEqual([]);
  }

  describe('cost', () => {
    it('refuses, before running it, a depth-10 query alternating Video.moments and Moment.video over a large page', async () => {
      // Each level multiplies the rows read and the URLs signed by the moments of every video above it.
      const response = await t.http
        .post('/graphql/')
        .set('authorization', `Bearer ${owner.token}`)
        .send({
          query: `query Amplify { videos(pageSize: 100) { nodes { moments { video { moments { video {
            moments { video { moments { id thumbnailUrl } } } } } } } } } }`,
        });
      expect(response.status).toBe(400);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    });

    it("accepts the admin's Videos and Moments operations at their largest pages", async () => {
      const sdk = createFramehouseClient({ url: `${t.url}/graphql/`, getToken: () => owner.token });
      await expect(sdk.Videos({ pageSize: 100 })).resolves.toMatchObject({
        videos: { pageInfo: { pageSize: 100 } },
      });
      // The moments editor's side list reads the video's moments whole (video-area §7: pageSize 999).
      await expect(sdk.Moments({ pageSize: 999, orderBy: 'startTimestamp' })).resolves.toMatchObject({
        moments: { pageInfo: { pageSize: 999 } },
      });
    });

    it('keeps every operation of the SDK under the limit at its largest page', () => {
      const schema = t.app.get(GraphQLSchemaHost).schema;
      const files = readdirSync(OPERATIONS_DIR).filter((file) => file.endsWith('.graphql'));
      // Fragments are shared between files (ErrorFields), so the operations are read as one document.
      const document = parse(
        files.map((file) => readFileSync(join(OPERATIONS_DIR, file), 'utf8')).join('\n'),
      );
      const operations = document.definitions.filter(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      expect(operations.length).toBeGreaterThan(50);
      const costs = operations.map((operation) => {
        const operationName = operation.name?.value ?? '';
        const variables = largestPageVariables(schema, operation);
        return { operationName, cost: queryCost(schema, document, operationName, variables) };
      });
      expect(costs.filter(({ cost }) => cost > MAX_QUERY_COMPLEXITY)).toEqual([]);
    });
  });

  describe('batched reads', () => {
    it('reads pages of videos, moments and objects with every per-row field in as many statements for 6 videos as for 2', async () => {
      type Nodes = { nodes: unknown[] };
      const read = async () => {
        const answers = [
          await t.gql<{ videos: Nodes }>(VIDEO_FIELDS, {}, owner.token),
          await t.gql<{ moments: Nodes }>(MOMENT_VIDEOS, {}, owner.token),
          await t.gql<{ objects: Nodes }>(OBJECT_VIDEOS, {}, owner.token),
        ];
        for (const answer of answers) expect(answer.errors).toBeUndefined();
        return answers.map((answer) => (Object.values(answer.data)[0] as Nodes).nodes.length);
      };

      await videoWithContent('First');
      await videoWithContent('Second');
      expect(await read()).toEqual([2, 4, 2]);
      const forTwo = await statementsDuring(t, read);

      for (const title of ['Third', 'Fourth', 'Fifth', 'Sixth']) await videoWithContent(title);
      expect(await read()).toEqual([6, 12, 6]);
      const forSix = await statementsDuring(t, read);
      expect(forSix).toBe(forTwo);
    });

    it("reads again for each mutation of a request: the second answers after the first one's change", async () => {
      const video = await processedVideo(t, owner.token);
      const create = (alias: string, start: string, end: string) =>
        `${alias}: createMoment(videoId: $videoId, moment: { title: "${alias}", startTimestamp: "${start}", endTimestamp: "${end}" }) {
          moment { video { momentsCount moments { id } } } errors { name }
        }`;
      type Created = { moment: { video: { momentsCount: number; moments: unknown[] } } };
      const response = await t.gql<{ first: Created; second: Created }>(
        `mutation Two($videoId: ID!) {
          ${create('first', '00:00:00.000', '00:00:10.000')} ${create('second', '00:00:20.000', '00:00:30.000')}
        }`,
        { videoId: video.id },
        owner.token,
      );
      expect(response.errors).toBeUndefined();
      expect(response.data.first.moment.video).toMatchObject({
        momentsCount: 1,
        moments: [expect.anything()],
      });
      expect(response.data.second.moment.video.momentsCount).toBe(2);
      expect(response.data.second.moment.video.moments).toHaveLength(2);
    });
  });

  describe('schema details', () => {
    const unauthenticated = (query: string, variables: Record<string, unknown> = {}) =>
      t.http.post('/graphql/').set('content-type', 'application/json').send({ query, variables });

    it('suggests no field, argument, type or enum value to a caller without a session', async () => {
      const misspelt = [
        await unauthenticated('query { me { emial } }'),
        await unauthenticated('query { videos(pageSiz: 25) { totalCount } }'),
        await unauthenticated('query($r: OrganizationRol) { organizationMembers(role: $r) { totalCount } }'),
        await unauthenticated('query { organizationMembers(role: OWNR) { totalCount } }'),
        await unauthenticated(
          'query($r: OrganizationRole) { organizationMembers(role: $r) { totalCount } }',
          {
            r: 'OWNR',
          },
        ),
        await unauthenticated(REGISTER, {
          user: { name: 'Nora', emial: 'nora@example.com', password: PASSWORD },
          legal: ACCEPT_ALL,
          plan: 'TRIAL',
        }),
      ];
      for (const response of misspelt) {
        expect(response.status).toBe(400);
        const messages = response.body.errors.map((error: { message: string }) => error.message);
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(message).not.toMatch(/did you mean/i);
      }
      expect(misspelt[0]?.body.errors[0].message).toBe('Cannot query field "emial" on type "UserType".');
    });
  });
});
