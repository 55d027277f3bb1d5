import { ErrorCode, hasPermissions, OrganizationRole, type Permission } from '@framehouse/domain';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PERMISSIONS_KEY, PUBLIC_KEY } from '../../src/modules/auth/auth.decorators';
import { SET_CHAPTERS } from '../chapters/chapters-support';
import { createKey, d2cCustomer, registerD2COwner, submitUrl } from '../d2c/d2c-support';
import { startVastServer, type VastServer } from '../monetization/vast-server';
import { headline, insertVideo, pictureBase64 } from '../overlays/overlays-support';
import { selfTargetId, unlimitedOwner } from '../publishing/publishing-support';
import { ERRORS, addMember, type Member, type Owner } from '../support/flows';
import { OMIT, operationCalls, type OperationCall, type RecordKind } from '../support/operation-calls';
import type { GraphQLResponse } from '../support/test-app';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The isolation matrix (issue 19): every query and mutation of the schema, its call built from the schema
 * (support/operation-calls.ts), is made by a member of another organization with the target's ids, by
 * members lacking its permission, and without a session. Each answers NOT_FOUND / PERMISSIONS_ERROR /
 * AUTH_REQUIRED, leaks nothing of the target, and changes no row and no stored file. Then the target's own
 * owner makes the same calls, which proves they reach real records of the right kind.
 */

/** Marks the target's records, so an answer showing any of them is caught. */
const MARK = 'Bravo-private';

/** Values a name alone does not tell (support/operation-calls.ts, ValueHints). */
function hints(picture: string, adTag: string): Record<string, unknown> {
  const caption = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n').toString('base64');
  return {
    'CreateMomentInput.startTimestamp': '00:00',
    'CreateMomentInput.endTimestamp': '00:05',
    'splitMoment.playheadTimestamp': '00:02',
    'createVideoThumbnail.imageBase64': picture,
    'createMomentThumbnail.imageBase64': picture,
    'createObjectThumbnail.imageBase64': picture,
    'VideoCaptionInput.captionBase64': caption,
    'VideoCaptionInput.languageCode': 'en',
    'updateSections.micrositeId': OMIT,
    'OrganizationMonetizationInput.monetizationUrl': adTag,
    'EndCardInput.name': 'Matrix card',
    'EndCardInput.headline': headline(),
    'PlaylistInput.name': 'Matrix playlist',
    'WidgetPresetInput.name': 'Matrix preset',
    'PromotedContentSettingsInput.promotedObjectsLabel': 'Shop',
    'VideoCtaInput.imageCtaId': OMIT,
  };
}

interface Access {
  public: boolean;
  permissions: Permission[];
}

/** What the one guard reads from each resolver: @Public, @RequirePermissions. */
function operationAccess(t: TestApp): Map<string, Access> {
  const access = new Map<string, Access>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const key of Object.getOwnPropertyNames(prototype)) {
        // Descriptors, not reads: a getter of some provider would run.
        const method: unknown = Object.getOwnPropertyDescriptor(prototype, key)?.value;
        if (typeof method !== 'function') continue;
        const type = Reflect.getMetadata('graphql:resolver_type', method) as unknown;
        if (type !== 'Query' && type !== 'Mutation') continue;
        const read = <T>(metadataKey: string): T | undefined =>
          (Reflect.getMetadata(metadataKey, method) ??
            Reflect.getMetadata(metadataKey, prototype.constructor)) as T | undefined;
        // The schema's name: the decorator's, else the method's.
        const name = (Reflect.getMetadata('graphql:resolver_name', method) as string | undefined) ?? key;
        access.set(name, {
          public: read<boolean>(PUBLIC_KEY) ?? false,
          permissions: read<Permission[]>(PERMISSIONS_KEY) ?? [],
        });
      }
    }
  }
  return access;
}

/**
 * The REST routes the matrix covers (issue 19): members' (moment downloads, analytics exports), the D2C
 * API's, the public pages' and media.
 */
const REST_PREFIXES = ['/moments/', '/videos/', '/d2c/', '/users/', '/p/', '/media/'];

interface Route {
  method: 'get' | 'post';
  path: string;
  access: Access;
  /** Behind the D2C API key, not a session. */
  d2c: boolean;
}

/** Every route of every controller, with its guard, from the controllers' own metadata. */
function restRoutes(t: TestApp): Route[] {
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const bases = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
      const guards = (Reflect.getMetadata('__guards__', controller) ?? []) as Array<{ name: string }>;
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const method: unknown = Object.getOwnPropertyDescriptor(controller.prototype, key)?.value;
        if (typeof method !== 'function' || key === 'constructor') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, method) as string | string[] | undefined;
        const verb = Reflect.getMetadata(METHOD_METADATA, method) as RequestMethod | undefined;
        if (paths === undefined || (verb !== RequestMethod.GET && verb !== RequestMethod.POST)) continue;
        const read = <T>(metadataKey: string): T | undefined =>
          (Reflect.getMetadata(metadataKey, method) ?? Reflect.getMetadata(metadataKey, controller)) as
            T | undefined;
        for (const base of bases) {
          for (const path of [paths].flat()) {
            const full = `/${[base, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/');
            if (!REST_PREFIXES.some((prefix) => full.startsWith(prefix))) continue;
            routes.push({
              method: verb === RequestMethod.GET ? 'get' : 'post',
              path: full,
              access: {
                public: read<boolean>(PUBLIC_KEY) ?? false,
                permissions: read<Permission[]>(PERMISSIONS_KEY) ?? [],
              },
              d2c: guards.some((guard) => guard.name === 'D2CApiKeyGuard'),
            });
          }
        }
      }
    }
  }
  return routes;
}

/** Every table's row count and a digest of its rows, in one statement. */
async function databaseState(t: TestApp): Promise<Record<string, string>> {
  const dataSource = t.app.get(DataSource);
  const [{ statement }] = (await dataSource.query(
    `SELECT string_agg(format('SELECT %L AS name, count(*) || '':'' || md5(coalesce(string_agg(md5(x::text), '''' ORDER BY md5(x::text)), '''')) AS state FROM %I x', table_name, table_name), ' UNION ALL ') AS statement
       FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )) as Array<{ statement: string }>;
  const rows = (await dataSource.query(statement)) as Array<{ name: string; state: string }>;
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}

/** Every stored file (the fs driver's folder). */
async function storedFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.config.storage.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const snapshot = async (t: TestApp) => ({ database: await databaseState(t), storage: await storedFiles(t) });

const aimsAtD2C = (call: OperationCall) => call.ids.some((id) => id.kind === 'd2cApiKey');

/**
 * Deletions after every other call, children before what holds them (a thumbnail before its moment, a
 * microsite's logo before the microsite), the video last: each still finds what it names.
 */
const LAST_DELETED: RecordKind[] = ['moment', 'objectAnnotation', 'video'];
function deletionOrder(call: OperationCall): number {
  if (!/^(delete|revoke)/.test(call.name)) return 0;
  const kind = call.ids[0]?.kind;
  const holder = kind ? LAST_DELETED.indexOf(kind) + 1 : 0;
  // deleteMicrositeLogo before deleteMicrosite: the one named after the kind alone comes after.
  const whole = kind && lower(call.name).endsWith(lower(kind)) ? 0.5 : 0;
  return 1 + holder + whole;
}
const lower = (text: string) => text.toLowerCase();

/** The code an answer refused with: a payload's first error, else the first GraphQL error's. */
function refusal(
  call: OperationCall,
  response: GraphQLResponse<Record<string, unknown> | null>,
): string | undefined {
  const graphQLCode = response.errors?.[0]?.extensions?.code;
  if (graphQLCode) return graphQLCode;
  if (!call.payload) return undefined;
  const payload = Object.values(response.data ?? {})[0] as { errors?: Array<{ name: string }> } | null;
  return payload?.errors?.[0]?.name;
}

describe('the isolation matrix: every operation of the schema', () => {
  let t: TestApp;
  let ads: VastServer;
  let intruder: Owner;
  let target: Owner;
  let curator: Member;
  let editor: Member;
  let admin: Member;
  /** D2C organizations: their plan alone grants the API keys. */
  let d2cTarget: Owner;
  let d2cIntruder: Owner;
  let d2cTargetKey: string;
  let d2cIntruderKey: string;
  /** What the REST routes' parameters name, by parameter. */
  let restParams: Record<string, string>;
  let records: Record<RecordKind, string>;
  let calls: OperationCall[];
  let access: Map<string, Access>;
  const counts = {
    calls: 0,
    otherOrganization: 0,
    missingPermission: 0,
    noSession: 0,
    owner: 0,
    routes: 0,
    rest: 0,
    restOwner: 0,
  };

  /** The target's curator, video editor and admin with their permissions: the first lacking some wins. */
  async function memberLacking(): Promise<(required: Permission[]) => Member | undefined> {
    const members = await Promise.all(
      [curator, editor, admin].map(async (member) => {
        const me = await t.gql<{ me: { permissions: Permission[] } }>(
          `query { me { permissions } }`,
          {},
          member.token,
        );
        return { member, permissions: me.data.me.permissions };
      }),
    );
    return (required) => members.find(({ permissions }) => !hasPermissions(permissions, required))?.member;
  }

  /** A mutation of the target's owner that must succeed; its payload's `key` record id. */
  async function made(
    document: string,
    variables: Record<string, unknown> = {},
    owner = target,
  ): Promise<string> {
    const response = await t.gql<Record<string, Record<string, unknown>>>(document, variables, owner.token);
    const payload = Object.values(response.data ?? {})[0] as Record<string, unknown> & { errors: unknown[] };
    expect({ document, errors: response.errors ?? payload.errors }).toEqual({ document, errors: [] });
    const record = Object.entries(payload).find(([key]) => key !== 'errors')?.[1] as { id: string };
    return record.id;
  }

  beforeAll(async () => {
    ads = await startVastServer();
    // The ad tags are checked against a VAST server on loopback.
    t = await startTestApp({ ALLOW_PRIVATE_IMPORTS: 'true' });
    target = await unlimitedOwner(t, `${MARK} organization`);
    intruder = await unlimitedOwner(t, 'Intruder organization');
    curator = await addMember(t, target, OrganizationRole.CURATOR);
    editor = await addMember(t, target, OrganizationRole.VIDEO_EDITOR);
    admin = await addMember(t, target, OrganizationRole.ORG_ADMIN);
    const member = await addMember(t, target, OrganizationRole.VIDEO_EDITOR);
    d2cTarget = await registerD2COwner(t);
    ({ owner: d2cIntruder, key: d2cIntruderKey } = await d2cCustomer(t));
    const picture = await pictureBase64('png');
    const video = await insertVideo(t, target.organizationId, { title: `${MARK} video` });
    const moment = await made(
      `mutation($videoId: ID!) { createMoment(videoId: $videoId, moment: { title: "${MARK} moment", startTimestamp: "00:00", endTimestamp: "00:06" }) { moment { id } ${ERRORS} } }`,
      { videoId: video },
    );
    // Marked chapters: a chapter operation answering another organization would show them.
    const chapters = await t.gql<{ setVideoChapters: { errors: unknown[] } }>(
      SET_CHAPTERS,
      {
        videoId: video,
        chapters: [0, 20_000, 40_000].map((startMs) => ({ title: `${MARK} chapter`, startMs })),
      },
      target.token,
    );
    expect(chapters.data.setVideoChapters.errors).toEqual([]);
    const objectAnnotation = await made(
      `mutation($videoId: ID!) { createObjectAnnotation(videoId: $videoId, objectAnnotation: { title: "${MARK} sign", category: STOP_SIGN }) { objectAnnotation { id } ${ERRORS} } }`,
      { videoId: video },
    );
    const buttonCta = await made(
      `mutation { createButtonCta(button_cta: { name: "${MARK} button", url: "https://shop.example.com", text: "Buy" }) { buttonCta { id } ${ERRORS} } }`,
    );
    records = {
      organization: target.organizationId,
      organizationMember: member.id,
      publishingTarget: await selfTargetId(t, target.token),
      video,
      moment,
      objectAnnotation,
      buttonCta,
      videoThumbnail: await made(
        `mutation($id: ID!, $picture: String!) { createVideoThumbnail(videoId: $id, imageBase64: $picture) { thumbnail { id } ${ERRORS} } }`,
        { id: video, picture },
      ),
      momentThumbnail: await made(
        `mutation($id: ID!, $picture: String!) { createMomentThumbnail(momentId: $id, imageBase64: $picture) { thumbnail { id } ${ERRORS} } }`,
        { id: moment, picture },
      ),
      objectThumbnail: await made(
        `mutation($id: ID!, $picture: String!) { createObjectThumbnail(objectId: $id, imageBase64: $picture) { thumbnail { id } ${ERRORS} } }`,
        { id: objectAnnotation, picture },
      ),
      videoCaption: await made(
        `mutation($id: ID!, $caption: String!) { createVideoCaption(videoId: $id, videoCaption: { name: "${MARK}.vtt", languageCode: "en", captionBase64: $caption }) { videoCaption { id } ${ERRORS} } }`,
        { id: video, caption: Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n').toString('base64') },
      ),
      endCard: await made(
        `mutation { createEndCard(endCard: { name: "${MARK} card", customCode: "<p>Bye</p>" }) { endCard { id } ${ERRORS} } }`,
      ),
      imageCta: await made(
        `mutation($picture: String) { createImageCta(image_cta: { name: "${MARK} image", imageBase64: $picture }) { imageCta { id } ${ERRORS} } }`,
        { picture },
      ),
      organizationMonetization: await made(
        `mutation { createOrganizationMonetization(organizationMonetization: { name: "${MARK} ads", monetizationUrl: "${ads.url('/inline4')}" }) { organizationMonetization { id } ${ERRORS} } }`,
      ),
      socialMediaPlatform: await made(
        `mutation { createSocialMediaPlatform(socialMediaPlatform: { platformName: YOUTUBE, label: "${MARK} channel", accountUrl: "https://www.youtube.com/@bravo" }) { socialMediaPlatform { id } ${ERRORS} } }`,
      ),
      d2cApiKey: '',
      carousel: await made(
        `mutation { createCarousel(carousel: { name: "${MARK} widget" }) { carousel { id } ${ERRORS} } }`,
      ),
      widgetPreset: await made(
        `mutation { createWidgetPreset(widgetPreset: { name: "${MARK} preset" }) { widgetPreset { id } ${ERRORS} } }`,
      ),
      playlist: await made(
        `mutation { createPlaylist(playlist: { name: "Bravo playlist", orderBy: TITLE }) { playlist { id } ${ERRORS} } }`,
      ),
      microsite: await made(
        `mutation($domain: String) { createMicrosite(microsite: { title: "${MARK} site", domain: $domain }) { microsite { id } ${ERRORS} } }`,
        { domain: `bravo-${Date.now().toString(36)}` },
      ),
    };
    const d2cKey = await createKey(t, d2cTarget.token, `${MARK}_plugin`);
    records.d2cApiKey = d2cKey.id;
    d2cTargetKey = d2cKey.key as string;
    const job = await submitUrl(t, d2cTargetKey, ads.url('/inline4'), `${MARK}_job`);
    expect(job.status).toBe(201);
    const download = await t.http
      .get(`/moments/download/${moment}/0/5000`)
      .set('authorization', `Bearer ${target.token}`);
    expect(download.status).toBe(200);
    const carousels = await t.gql<{ carousels: { nodes: Array<{ publicId: string }> } }>(
      `query { carousels { nodes { publicId } } }`,
      {},
      target.token,
    );
    const privateFile = (await storedFiles(t)).find((file) => file.includes(target.organizationId)) as string;
    restParams = {
      videoId: video,
      momentId: moment,
      playlistId: records.playlist,
      publicId: carousels.data.carousels.nodes[0]?.publicId as string,
      jobId: (download.body as { job_id: string }).job_id,
      'moments.id': moment,
      'd2c.id': (job.body as { id: string }).id,
      'p.id': video,
      kind: 'video',
      start: '0',
      end: '5000',
      grant: 'forged-grant',
      rendition: '0',
      file: 'en.vtt',
      key: relative(t.config.storage.dataDir, privateFile),
    };
    const schema = t.app.get(GraphQLSchemaHost).schema;
    calls = operationCalls(
      schema,
      (kind, path) => {
        if (!kind)
          throw new Error(`Nothing says what the id at ${path} points at: name it in operation-calls.ts`);
        return records[kind];
      },
      hints(picture, ads.url('/inline4')),
    );
    access = operationAccess(t);
  });

  afterAll(async () => {
    // The figures of the matrix, for the closing note and CI's log.
    console.log(`Isolation matrix: ${JSON.stringify(counts)}`);
    await t.close();
    await ads.close();
  });

  it('knows how every operation is guarded', () => {
    const unknown = calls.filter((call) => !access.has(call.name)).map((call) => call.name);
    expect(unknown).toEqual([]);
    counts.calls = calls.length;
  });

  it('answers each call of another organization, of a member without the permission and without a session with a refusal, leaking and changing nothing', async () => {
    const targetIds = Object.values(records);
    const lackingMember = await memberLacking();
    const problems: string[] = [];
    for (const call of calls) {
      const guard = access.get(call.name) as Access;
      if (guard.public) continue;
      const before = await snapshot(t);
      const attempts: Array<{
        caller: string;
        token?: string;
        expected: ErrorCode;
        counter: keyof typeof counts;
      }> = [
        { caller: 'no session', expected: ErrorCode.AUTH_REQUIRED, counter: 'noSession' },
        {
          caller: 'a forged token',
          token: 'garbage',
          expected: ErrorCode.AUTH_REQUIRED,
          counter: 'noSession',
        },
      ];
      if (call.ids.length > 0) {
        attempts.push({
          caller: 'another organization',
          token: (aimsAtD2C(call) ? d2cIntruder : intruder).token,
          expected: ErrorCode.NOT_FOUND,
          counter: 'otherOrganization',
        });
      }
      const lacking = lackingMember(guard.permissions);
      if (lacking) {
        attempts.push({
          caller: 'a member without the permission',
          token: lacking.token,
          expected: ErrorCode.PERMISSIONS_ERROR,
          counter: 'missingPermission',
        });
      }
      for (const attempt of attempts) {
        const response = await t.gql<Record<string, unknown> | null>(
          call.document,
          call.variables,
          attempt.token,
        );
        const text = JSON.stringify(response.data ?? null);
        const sent = JSON.stringify(call.variables);
        const leaked = text.includes(MARK) || targetIds.some((id) => text.includes(id) && !sent.includes(id));
        const code = refusal(call, response);
        // A list asked by another organization may answer with its own records (none of the target's).
        const emptyAnswer = attempt.counter === 'otherOrganization' && call.type === 'query' && !code;
        // A playlist's items have the contract's own "not found" (playlists §8).
        const itemNotFound = attempt.expected === ErrorCode.NOT_FOUND && code === ErrorCode.ITEM_NOT_FOUND;
        if (
          response.status !== 200 ||
          leaked ||
          (code !== attempt.expected && !emptyAnswer && !itemNotFound)
        ) {
          problems.push(
            `${call.name} by ${attempt.caller}: HTTP ${response.status}, ${code ?? 'no refusal'}` +
              `${leaked ? ', leaked the target' : ''} (expected ${attempt.expected}): ${JSON.stringify(response.errors ?? response.data).slice(0, 300)}`,
          );
        }
        counts[attempt.counter] += 1;
      }
      const after = await snapshot(t);
      const changed = Object.keys(before.database).filter(
        (table) => before.database[table] !== after.database[table],
      );
      if (changed.length > 0) problems.push(`${call.name} changed ${changed.join(', ')}`);
      if (JSON.stringify(after.storage) !== JSON.stringify(before.storage))
        problems.push(`${call.name} changed storage`);
    }
    expect(problems).toEqual([]);
  });

  /** A route's address with its parameters filled with the target's records. */
  function address(route: Route): { url: string; params: boolean } {
    const area = route.path.split('/')[1] as string;
    let params = false;
    const url = route.path.replace(/[:*](\w+)/g, (_match, name: string) => {
      params = true;
      const value = restParams[`${area}.${name}`] ?? restParams[name];
      if (value === undefined) throw new Error(`Nothing says what :${name} of ${route.path} names`);
      return value.split('/').map(encodeURIComponent).join('/');
    });
    return { url, params };
  }

  const restCall = (route: Route, url: string, auth: { token?: string; key?: string }) => {
    const call = request(t.app.getHttpServer())[route.method](url);
    if (auth.token) call.set('authorization', `Bearer ${auth.token}`);
    if (auth.key) call.set('x-api-key', auth.key);
    // A view report's body names the target's video; other POSTs take their ids in the address.
    return route.method === 'post'
      ? call.send({ videoId: records.video, session: 'matrix-session-0001' })
      : call;
  };

  it('answers each REST route under /moments, /videos, /d2c, /users, /p and /media aimed at the target with a refusal, leaking and changing nothing', async () => {
    const routes = restRoutes(t);
    expect(routes.length).toBeGreaterThan(15);
    counts.routes = routes.length;
    const problems: string[] = [];
    const lacking = await memberLacking();
    for (const route of routes) {
      const { url, params } = address(route);
      const sent = url;
      type Attempt = { caller: string; auth: { token?: string; key?: string }; expected: number[] };
      const attempts: Attempt[] = [];
      if (route.d2c) {
        attempts.push({ caller: 'no key', auth: {}, expected: [401] });
        attempts.push({
          caller: "a member's session instead of a key",
          auth: { token: intruder.token },
          expected: [401],
        });
        if (params)
          attempts.push({
            caller: "another organization's key",
            auth: { key: d2cIntruderKey },
            expected: [404],
          });
      } else if (!route.access.public) {
        attempts.push({ caller: 'no session', auth: {}, expected: [401] });
        attempts.push({ caller: 'a forged token', auth: { token: 'garbage' }, expected: [401] });
        if (params)
          attempts.push({ caller: 'another organization', auth: { token: intruder.token }, expected: [404] });
        const member = lacking(route.access.permissions);
        if (member)
          attempts.push({
            caller: 'a member without the permission',
            auth: { token: member.token },
            expected: [403],
          });
      } else if (params) {
        // The target's records are not published: no one reads them here, signed in or not. A playlist is
        // public by itself (its page lists only what is published): it answers, without the drafts.
        const expected = route.path.includes(':playlistId') ? [200] : [403, 404];
        attempts.push({ caller: 'no session', auth: {}, expected });
        attempts.push({ caller: 'another organization', auth: { token: intruder.token }, expected });
      }
      if (attempts.length === 0) continue;
      const before = await snapshot(t);
      for (const attempt of attempts) {
        const response = await restCall(route, url, attempt.auth);
        const text = response.text ?? '';
        const leaked =
          text.includes(MARK) ||
          Object.values(records).some((id) => id && text.includes(id) && !sent.includes(id));
        if (!attempt.expected.includes(response.status) || leaked) {
          problems.push(
            `${route.method.toUpperCase()} ${route.path} by ${attempt.caller}: HTTP ${response.status}` +
              `${leaked ? ', leaked the target' : ''} (expected ${attempt.expected.join(' or ')}): ${text.slice(0, 200)}`,
          );
        }
        counts.rest += 1;
      }
      const after = await snapshot(t);
      const changed = Object.keys(before.database).filter(
        (table) => before.database[table] !== after.database[table],
      );
      if (changed.length > 0)
        problems.push(`${route.method.toUpperCase()} ${route.path} changed ${changed.join(', ')}`);
      if (JSON.stringify(after.storage) !== JSON.stringify(before.storage))
        problems.push(`${route.path} changed storage`);
    }
    expect(problems).toEqual([]);
  });

  it("reaches real records through REST: the target's owner or key is not refused", async () => {
    const problems: string[] = [];
    for (const route of restRoutes(t)) {
      if (route.access.public && !route.d2c) continue;
      const { url, params } = address(route);
      if (!params) continue;
      const auth = route.d2c ? { key: d2cTargetKey } : { token: target.token };
      const response = await restCall(route, url, auth);
      counts.restOwner += 1;
      if ([401, 403, 404].includes(response.status) || response.status >= 500) {
        problems.push(
          `${route.method.toUpperCase()} ${route.path}: HTTP ${response.status}: ${(response.text ?? '').slice(0, 200)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it("reaches real records: the target's owner is not refused as a stranger, without the permission or session", async () => {
    const problems: string[] = [];
    for (const call of [...calls].sort((a, b) => deletionOrder(a) - deletionOrder(b))) {
      const guard = access.get(call.name) as Access;
      if (guard.public || call.ids.length === 0) continue;
      const owner = aimsAtD2C(call) ? d2cTarget : target;
      const response = await t.gql<Record<string, unknown> | null>(
        call.document,
        call.variables,
        owner.token,
      );
      const code = refusal(call, response);
      counts.owner += 1;
      if (
        response.status !== 200 ||
        code === ErrorCode.NOT_FOUND ||
        code === ErrorCode.PERMISSIONS_ERROR ||
        code === ErrorCode.AUTH_REQUIRED ||
        code === ErrorCode.SERVER_ERROR
      ) {
        problems.push(
          `${call.name}: HTTP ${response.status}, ${code}: ${JSON.stringify(response.errors ?? response.data).slice(0, 300)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
