import { ErrorCode, OrganizationRole, SubscriptionPlan } from '@framehouse/domain';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { D2CApiKey } from '../../src/modules/d2c/d2c-api-key.entity';
import { errorCode, payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, registerOwner, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  CREATE_KEY,
  createKey,
  D2C_API_KEYS,
  D2C_TRANSCRIPTIONS,
  registerD2COwner,
  REVOKE_KEY,
  type ApiKeyView,
} from './d2c-support';

interface KeyPage {
  nodes: ApiKeyView[];
  totalCount: number;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    totalPages: number;
    pageNumber: number;
    pageSize: number;
  };
}

type CreatePayload = { createD2CApiKey: { apiKey: ApiKeyView | null; errors: PayloadError[] } };
type RevokePayload = { revokeD2CApiKey: { apiKey: ApiKeyView | null; errors: PayloadError[] } };

const NAME_RULE = 'Api Key name must only consist of letters, numbers, dashes and underscores';

describe('D2C API keys', () => {
  let t: TestApp;
  let owner: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerD2COwner(t);
  });
  afterAll(() => t.close());

  const keys = async (token: string, variables: Record<string, unknown> = {}) => {
    const response = await t.gql<{ d2cApiKeys: KeyPage }>(D2C_API_KEYS, variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.d2cApiKeys;
  };
  const create = (token: string, name: string) => t.gql<CreatePayload>(CREATE_KEY, { name }, token);
  const revoke = (token: string, id: string) => t.gql<RevokePayload>(REVOKE_KEY, { id }, token);

  it('creates a long random key, shows it again, and stores it only encrypted with its digest', async () => {
    const created = await createKey(t, owner.token, 'figma-plugin');
    expect(created).toMatchObject({ name: 'figma-plugin', revoked: false });
    expect(created.key).toMatch(/^fhd2c_[A-Za-z0-9_-]{43}$/);
    const listed = (await keys(owner.token)).nodes.find((node) => node.id === created.id);
    expect(listed).toEqual(created);

    const row = await t.app.get(DataSource).getRepository(D2CApiKey).findOneByOrFail({ id: created.id });
    const key = created.key as string;
    expect(row.keyCiphertext).not.toContain(key);
    expect(row.keyCiphertext).not.toContain(key.slice(6, 20));
    expect(row.keyDigest).toBe(createHash('sha256').update(key).digest('hex'));
    const raw = await t.app
      .get(DataSource)
      .query(`SELECT * FROM "d2c_api_keys" WHERE "id" = $1`, [created.id]);
    expect(JSON.stringify(raw)).not.toContain(key);
  });

  it('gives every key its own value', async () => {
    const [first, second] = await Promise.all([
      createKey(t, owner.token, 'one-of-two'),
      createKey(t, owner.token, 'two-of-two'),
    ]);
    expect(first?.key).not.toBe(second?.key);
  });

  it('keeps to the name rule with its message', async () => {
    for (const name of ['my key', 'key!', 'clé', 'a/b', ' padded']) {
      const response = await create(owner.token, name);
      expect(response.data.createD2CApiKey).toEqual({
        apiKey: null,
        errors: [validationFailure('name', NAME_RULE)],
      });
    }
    expect((await create(owner.token, '')).data.createD2CApiKey.errors).toEqual([
      validationFailure('name', 'Required'),
    ]);
    expect((await create(owner.token, 'a'.repeat(101))).data.createD2CApiKey.errors).toEqual([
      validationFailure('name', 'Maximum 100 characters allowed'),
    ]);
    for (const name of ['Plugin_2', 'a', 'UPPER-lower_123']) {
      expect((await create(owner.token, name)).data.createD2CApiKey.errors).toEqual([]);
    }
  });

  it('refuses a name an active key of the organization has, whatever its case', async () => {
    const first = await createKey(t, owner.token, 'Sketch');
    for (const name of ['Sketch', 'sketch', 'SKETCH']) {
      expect((await create(owner.token, name)).data.createD2CApiKey).toEqual({
        apiKey: null,
        errors: [payloadError(ErrorCode.DUPLICATED_API_KEY_NAME, 'name', 'API Key name is already taken.')],
      });
    }
    // Another organization has its own names.
    const other = await registerD2COwner(t);
    await createKey(t, other.token, 'Sketch');
    // A revoked key's name goes to its replacement.
    expect((await revoke(owner.token, first.id)).data.revokeD2CApiKey.errors).toEqual([]);
    const replacement = await createKey(t, owner.token, 'sketch');
    expect(replacement.key).not.toBe(first.key);
  });

  it('lets only one of two simultaneous creations with one name through', async () => {
    const results = await Promise.all([create(owner.token, 'race'), create(owner.token, 'RACE')]);
    const errors = results.map((result) => result.data.createD2CApiKey.errors);
    expect(errors).toEqual(
      expect.arrayContaining([[], [payloadError(ErrorCode.DUPLICATED_API_KEY_NAME, 'name')]]),
    );
  });

  it('revokes for good: inactive, listed under revoked, and revoking again changes nothing', async () => {
    const key = await createKey(t, owner.token, 'to-revoke');
    const revoked = await revoke(owner.token, key.id);
    expect(revoked.data.revokeD2CApiKey).toEqual({ apiKey: { ...key, revoked: true }, errors: [] });
    expect((await revoke(owner.token, key.id)).data.revokeD2CApiKey).toEqual({
      apiKey: { ...key, revoked: true },
      errors: [],
    });
    const active = (await keys(owner.token, { revoked: false, pageSize: 100 })).nodes;
    const inactive = (await keys(owner.token, { revoked: true, pageSize: 100 })).nodes;
    expect(active.every((node) => !node.revoked)).toBe(true);
    expect(inactive.every((node) => node.revoked)).toBe(true);
    expect(inactive.map((node) => node.id)).toContain(key.id);
    expect(active.map((node) => node.id)).not.toContain(key.id);
  });

  it("answers NOT_FOUND for another organization's key and for ids that name no key", async () => {
    const other = await registerD2COwner(t);
    const theirs = await createKey(t, other.token, 'theirs');
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
      expect((await revoke(owner.token, id)).data.revokeD2CApiKey).toEqual({
        apiKey: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
    }
    expect((await keys(other.token)).nodes).toEqual([theirs]);
    expect((await keys(owner.token, { pageSize: 100 })).nodes.map((node) => node.id)).not.toContain(
      theirs.id,
    );
  });

  describe('paging and ordering', () => {
    let customer: Owner;
    beforeAll(async () => {
      customer = await registerD2COwner(t);
      for (const name of ['bravo', 'Alpha', 'charlie']) await createKey(t, customer.token, name);
      const delta = await createKey(t, customer.token, 'delta');
      await revoke(customer.token, delta.id);
    });

    it('lists newest first by default, and by name either way regardless of case', async () => {
      expect((await keys(customer.token)).nodes.map((node) => node.name)).toEqual([
        'delta',
        'charlie',
        'Alpha',
        'bravo',
      ]);
      expect((await keys(customer.token, { orderBy: 'name' })).nodes.map((node) => node.name)).toEqual([
        'Alpha',
        'bravo',
        'charlie',
        'delta',
      ]);
      expect((await keys(customer.token, { orderBy: '-name' })).nodes.map((node) => node.name)).toEqual([
        'delta',
        'charlie',
        'bravo',
        'Alpha',
      ]);
      expect((await keys(customer.token, { orderBy: 'created' })).nodes.map((node) => node.name)).toEqual([
        'bravo',
        'Alpha',
        'charlie',
        'delta',
      ]);
      expect((await keys(customer.token, { orderBy: 'revoked' })).nodes.at(-1)?.name).toBe('delta');
    });

    it('filters by revoked and pages', async () => {
      const active = await keys(customer.token, { revoked: false });
      expect(active.totalCount).toBe(3);
      expect((await keys(customer.token, { revoked: true })).nodes.map((node) => node.name)).toEqual([
        'delta',
      ]);
      expect(await keys(customer.token, { pageSize: 25, page: 2 })).toEqual({
        nodes: [],
        totalCount: 4,
        pageInfo: { hasNextPage: false, hasPreviousPage: true, totalPages: 1, pageNumber: 2, pageSize: 25 },
      });
    });

    it('refuses a page size and an order it does not offer', async () => {
      for (const variables of [{ pageSize: 30 }, { orderBy: 'key' }, { page: 0 }]) {
        const response = await t.gql(D2C_API_KEYS, variables, customer.token);
        expect(errorCode(response)).toBe(ErrorCode.VALIDATION_ERROR);
      }
    });
  });

  describe('permissions', () => {
    it('gives the D2C operations to an admin, and none to a video editor or a curator', async () => {
      const admin = await addMember(t, owner, OrganizationRole.ORG_ADMIN);
      expect((await create(admin.token, 'admins-key')).data.createD2CApiKey.errors).toEqual([]);
      expect((await keys(admin.token)).totalCount).toBeGreaterThan(0);
      const someKey = (await keys(owner.token, { revoked: false })).nodes[0] as ApiKeyView;
      for (const role of [OrganizationRole.VIDEO_EDITOR, OrganizationRole.CURATOR]) {
        const member = await addMember(t, owner, role);
        for (const query of [D2C_API_KEYS, D2C_TRANSCRIPTIONS]) {
          const response = await t.gql(query, {}, member.token);
          expect(errorCode(response)).toBe(ErrorCode.PERMISSIONS_ERROR);
        }
        expect((await create(member.token, 'nope')).data.createD2CApiKey.errors).toEqual([
          payloadError(ErrorCode.PERMISSIONS_ERROR),
        ]);
        expect((await revoke(member.token, someKey.id)).data.revokeD2CApiKey.errors).toEqual([
          payloadError(ErrorCode.PERMISSIONS_ERROR),
        ]);
      }
      expect(
        (await keys(owner.token, { revoked: false, pageSize: 100 })).nodes.map((node) => node.id),
      ).toContain(someKey.id);
    });

    it('gives none to an organization on a creator-suite plan', async () => {
      const creator = await registerOwner(t, { plan: SubscriptionPlan.TRIAL });
      expect(errorCode(await t.gql(D2C_API_KEYS, {}, creator.token))).toBe(ErrorCode.PERMISSIONS_ERROR);
      expect((await create(creator.token, 'nope')).data.createD2CApiKey.errors).toEqual([
        payloadError(ErrorCode.PERMISSIONS_ERROR),
      ]);
    });
  });
});
