import { ErrorCode, OrganizationRole, ValidationMessages } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { AD_TAG_TIMEOUT_MS } from '../../src/modules/monetization/ad-tag-checker';
import { payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, registerOwner, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  AD_TAGS,
  CREATE_TAG,
  DELETE_TAG,
  insertVideo,
  SET_ORGANIZATION_MONETIZATION,
  UPDATE_TAG,
  UPDATE_VIDEO_MONETIZATION,
  VIDEO_MONETIZATION,
} from './monetization-support';
import { startVastServer, type VastServer } from './vast-server';

interface AdTag {
  id: string;
  name: string;
  monetizationUrl: string;
  default: boolean;
  active: boolean;
  created: string;
}
type TagPayload = { organizationMonetization: AdTag | null; errors: PayloadError[] };
type TagInput = {
  name?: string | null;
  monetizationUrl?: string | null;
  default?: boolean;
  active?: boolean;
};

const INVALID_URL = 'Enter a valid Ad tag URL';

/**
 * The organization's ad tags (platform.md §2, §4, §5) through the real API, against a loopback ad
 * server (ALLOW_PRIVATE_IMPORTS=true lets the API reach it, as an operator would for a local one).
 */
describe('organization ad tags', () => {
  let t: TestApp;
  let ads: VastServer;
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    ads = await startVastServer(AD_TAG_TIMEOUT_MS + 3000);
    // Every test signs a new owner in: more sign-ins from one address than the default limit allows.
    t = await startTestApp({ ALLOW_PRIVATE_IMPORTS: 'true', AUTH_RATE_LIMIT: '1000' });
    other = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
    await ads.close();
  });
  // A fresh organization per test: the default-tag rules depend on what the organization already has.
  beforeEach(async () => {
    owner = await registerOwner(t);
  });

  const create = async (input: TagInput, token = owner.token) => {
    const response = await t.gql<{ createOrganizationMonetization: TagPayload }>(
      CREATE_TAG,
      { input: { name: 'Main', monetizationUrl: ads.url('/inline4'), ...input } },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.createOrganizationMonetization;
  };
  const created = async (input: TagInput = {}) => {
    const payload = await create(input);
    expect(payload.errors).toEqual([]);
    return payload.organizationMonetization as AdTag;
  };
  const update = async (id: string, input: TagInput, token = owner.token) => {
    const response = await t.gql<{ updateOrganizationMonetization: TagPayload }>(
      UPDATE_TAG,
      { id, input },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.updateOrganizationMonetization;
  };
  const remove = async (id: string, token = owner.token) => {
    const response = await t.gql<{
      deleteOrganizationMonetization: { deletedId: string | null; errors: PayloadError[] };
    }>(DELETE_TAG, { id }, token);
    expect(response.errors).toBeUndefined();
    return response.data.deleteOrganizationMonetization;
  };
  const state = async (token = owner.token) => {
    const response = await t.gql<{
      me: { organization: { isMonetizationEnabled: boolean; monetizationSettings: AdTag[] } };
    }>(AD_TAGS, {}, token);
    expect(response.errors).toBeUndefined();
    const { isMonetizationEnabled, monetizationSettings } = response.data.me.organization;
    return {
      isMonetizationEnabled,
      tags: monetizationSettings.map(({ name, default: isDefault, active }) => ({
        name,
        default: isDefault,
        active,
      })),
    };
  };
  const enableMonetization = async (on = true) => {
    const response = await t.gql<{ updateOrganization: { errors: PayloadError[] } }>(
      SET_ORGANIZATION_MONETIZATION,
      { on },
      owner.token,
    );
    expect(response.data.updateOrganization.errors).toEqual([]);
  };

  describe('the URL is fetched and parsed as VAST', () => {
    it.each([
      ['a VAST 4 inline ad', '/inline4'],
      ['a VAST 3 inline ad', '/inline3'],
      ['a VAST 3 wrapper', '/wrapper'],
      ['a redirect to a VAST document', '/redirect'],
    ])('takes %s', async (_name, path) => {
      const tag = await created({ name: ' Ad server ', monetizationUrl: ads.url(path) });
      expect(tag).toEqual({
        id: expect.any(String),
        name: 'Ad server',
        monetizationUrl: ads.url(path),
        default: true,
        active: true,
        created: expect.any(String),
      });
    });

    it.each([
      ['a malformed document', '/malformed'],
      ['XML that is not VAST', '/not-vast'],
      ['an HTML page', '/html'],
      ['a 404', '/missing'],
      ['a document over the size cap', '/huge'],
    ])('refuses %s', async (_name, path) => {
      expect(await create({ monetizationUrl: ads.url(path) })).toEqual({
        organizationMonetization: null,
        errors: [validationFailure('monetizationUrl', INVALID_URL)],
      });
    });

    it('refuses an unreachable server', async () => {
      expect((await create({ monetizationUrl: 'http://127.0.0.1:1/vast.xml' })).errors).toEqual([
        validationFailure('monetizationUrl', INVALID_URL),
      ]);
    });

    it(
      'gives up on a server slower than the timeout',
      async () => {
        const started = Date.now();
        expect((await create({ monetizationUrl: ads.url('/slow') })).errors).toEqual([
          validationFailure('monetizationUrl', INVALID_URL),
        ]);
        expect(Date.now() - started).toBeLessThan(AD_TAG_TIMEOUT_MS + 2000);
      },
      AD_TAG_TIMEOUT_MS + 10_000,
    );

    it('needs a name and an http(s) URL, and reports both at once', async () => {
      expect(await create({ name: '  ', monetizationUrl: '' })).toEqual({
        organizationMonetization: null,
        errors: [validationFailure('name', 'Required'), validationFailure('monetizationUrl', 'Required')],
      });
      for (const monetizationUrl of ['not a url', 'ftp://ads.example.com/vast.xml', 'javascript:alert(1)']) {
        expect((await create({ monetizationUrl })).errors).toEqual([
          validationFailure('monetizationUrl', INVALID_URL),
        ]);
      }
      expect((await create({ name: 'x'.repeat(101) })).errors).toEqual([
        validationFailure('name', 'Maximum 100 characters allowed'),
      ]);
      expect((await state()).tags).toEqual([]);
    });

    it('checks a changed URL on update, and keeps the tag as it was when it is refused', async () => {
      const tag = await created();
      expect(await update(tag.id, { monetizationUrl: ads.url('/not-vast') })).toEqual({
        organizationMonetization: null,
        errors: [validationFailure('monetizationUrl', INVALID_URL)],
      });
      expect(
        (await update(tag.id, { name: 'Renamed', monetizationUrl: ads.url('/wrapper') }))
          .organizationMonetization,
      ).toMatchObject({
        name: 'Renamed',
        monetizationUrl: ads.url('/wrapper'),
      });
    });
  });

  describe('exactly one default', () => {
    it('makes the first tag the default, and a later one only when asked', async () => {
      await created({ name: 'First', default: false });
      await created({ name: 'Second' });
      await created({ name: 'Third', default: true });
      expect((await state()).tags).toEqual([
        { name: 'First', default: false, active: true },
        { name: 'Second', default: false, active: true },
        { name: 'Third', default: true, active: true },
      ]);
    });

    it('changes the default by choosing another one, never by unsetting it', async () => {
      const first = await created({ name: 'First' });
      const second = await created({ name: 'Second' });
      expect((await update(first.id, { default: false })).errors).toEqual([
        validationFailure('default', 'Choose another ad tag as the default instead.'),
      ]);
      expect((await update(second.id, { default: true })).organizationMonetization).toMatchObject({
        default: true,
      });
      expect((await state()).tags).toEqual([
        { name: 'First', default: false, active: true },
        { name: 'Second', default: true, active: true },
      ]);
    });

    it('keeps the default active', async () => {
      const first = await created({ name: 'First' });
      const second = await created({ name: 'Second', active: false });
      expect((await create({ name: 'Third', default: true, active: false })).errors).toEqual([
        validationFailure('active', 'An inactive ad tag cannot be the default.'),
      ]);
      expect((await update(second.id, { default: true })).errors).toEqual([
        validationFailure('active', 'An inactive ad tag cannot be the default.'),
      ]);
      await update(second.id, { active: true });
      expect((await update(first.id, { active: false })).errors).toEqual([
        validationFailure('active', 'Choose another ad tag as the default before deactivating this one.'),
      ]);
      expect((await update(second.id, { default: true, active: true })).errors).toEqual([]);
      expect((await update(first.id, { active: false })).errors).toEqual([]);
      expect((await state()).tags).toEqual([
        { name: 'First', default: false, active: false },
        { name: 'Second', default: true, active: true },
      ]);
    });

    it("turns the organization's monetization off when the last active default is deactivated", async () => {
      const only = await created({ name: 'Only' });
      await enableMonetization();
      expect((await update(only.id, { active: false })).organizationMonetization).toMatchObject({
        default: true,
        active: false,
      });
      expect(await state()).toEqual({
        isMonetizationEnabled: false,
        tags: [{ name: 'Only', default: true, active: false }],
      });
      // A new active tag takes over from a default left inactive.
      await created({ name: 'Fresh' });
      expect((await state()).tags).toEqual([
        { name: 'Only', default: false, active: false },
        { name: 'Fresh', default: true, active: true },
      ]);
    });

    it("turns the organization's monetization off when the default is deleted, and names a new default", async () => {
      await created({ name: 'Old' });
      const current = await created({ name: 'Current', default: true });
      await created({ name: 'Newest' });
      await enableMonetization();
      expect(await remove(current.id)).toEqual({ deletedId: current.id, errors: [] });
      expect(await state()).toEqual({
        isMonetizationEnabled: false,
        tags: [
          { name: 'Old', default: false, active: true },
          { name: 'Newest', default: true, active: true },
        ],
      });
    });

    it('keeps monetization on when a tag other than the default goes', async () => {
      await created({ name: 'Default' });
      const spare = await created({ name: 'Spare' });
      const extra = await created({ name: 'Extra' });
      await enableMonetization();
      await update(spare.id, { active: false });
      await remove(extra.id);
      expect(await state()).toEqual({
        isMonetizationEnabled: true,
        tags: [
          { name: 'Default', default: true, active: true },
          { name: 'Spare', default: false, active: false },
        ],
      });
    });
  });

  it('moves the videos of a deactivated or deleted tag to the default', async () => {
    const main = await created({ name: 'Main' });
    const spare = await created({ name: 'Spare', monetizationUrl: ads.url('/inline3') });
    const extra = await created({ name: 'Extra', monetizationUrl: ads.url('/wrapper') });
    await enableMonetization();
    const onSpare = await insertVideo(t, owner.organizationId, 'On spare');
    const onExtra = await insertVideo(t, owner.organizationId, 'On extra');
    for (const [videoId, tag] of [
      [onSpare, spare],
      [onExtra, extra],
    ] as const) {
      const response = await t.gql<{ updateVideoMonetization: { errors: PayloadError[] } }>(
        UPDATE_VIDEO_MONETIZATION,
        { videoId, monetization: { isMonetizationEnabled: true, orgMonetization: tag.id } },
        owner.token,
      );
      expect(response.data.updateVideoMonetization.errors).toEqual([]);
    }
    const monetizationOf = async (id: string) =>
      (
        await t.gql<{
          videoById: { monetization: { orgMonetization: { id: string }; useDefaultMonetization: boolean } };
        }>(VIDEO_MONETIZATION, { id }, owner.token)
      ).data.videoById.monetization;
    expect(await monetizationOf(onSpare)).toMatchObject({
      orgMonetization: { id: spare.id },
      useDefaultMonetization: false,
    });

    await update(spare.id, { active: false });
    await remove(extra.id);
    for (const videoId of [onSpare, onExtra]) {
      expect(await monetizationOf(videoId)).toMatchObject({
        orgMonetization: { id: main.id, monetizationUrl: main.monetizationUrl },
        useDefaultMonetization: true,
      });
    }
  });

  describe('permissions and tenancy', () => {
    it('lets an admin manage the tags and a video editor only read them', async () => {
      const admin = await addMember(t, owner, OrganizationRole.ORG_ADMIN);
      const editor = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
      const payload = await create({ name: 'By admin' }, admin.token);
      expect(payload.errors).toEqual([]);
      const id = payload.organizationMonetization?.id as string;
      expect((await update(id, { name: 'Renamed by admin' }, admin.token)).errors).toEqual([]);
      expect((await create({ name: 'By editor' }, editor.token)).errors).toEqual([
        payloadError(ErrorCode.PERMISSIONS_ERROR),
      ]);
      expect((await update(id, { name: 'By editor' }, editor.token)).errors).toEqual([
        payloadError(ErrorCode.PERMISSIONS_ERROR),
      ]);
      expect((await remove(id, editor.token)).errors).toEqual([payloadError(ErrorCode.PERMISSIONS_ERROR)]);
      expect((await state(editor.token)).tags).toEqual([
        { name: 'Renamed by admin', default: true, active: true },
      ]);
      expect((await remove(id, admin.token)).errors).toEqual([]);
    });

    it("lets whoever holds CHANGE_ORGANIZATION_MONETIZATION switch the organization's monetization once it has an active default tag", async () => {
      const admin = await addMember(t, owner, OrganizationRole.ORG_ADMIN);
      const switchAs = async (token: string, on: boolean) =>
        (
          await t.gql<{
            updateOrganization: {
              organization: { isMonetizationEnabled: boolean } | null;
              errors: PayloadError[];
            };
          }>(SET_ORGANIZATION_MONETIZATION, { on }, token)
        ).data.updateOrganization;
      expect((await switchAs(admin.token, true)).errors).toEqual([
        validationFailure('isMonetizationEnabled', ValidationMessages.organizationMonetizationWithoutAdTag),
      ]);
      const only = await created({ name: 'Only' });
      expect(await switchAs(admin.token, true)).toEqual({
        organization: { isMonetizationEnabled: true },
        errors: [],
      });
      expect(await switchAs(owner.token, false)).toEqual({
        organization: { isMonetizationEnabled: false },
        errors: [],
      });
      // The last active tag deactivated leaves a default that cannot play ads: it cannot be switched on.
      await update(only.id, { active: false });
      expect((await switchAs(owner.token, true)).errors).toEqual([
        validationFailure('isMonetizationEnabled', ValidationMessages.organizationMonetizationWithoutAdTag),
      ]);
    });

    it("answers NOT_FOUND for another organization's tag, an unknown or a malformed id", async () => {
      const tag = await created({ name: 'Mine' });
      for (const id of [tag.id, randomUUID(), 'not-an-id']) {
        expect((await update(id, { name: 'Theirs' }, other.token)).errors).toEqual([
          payloadError(ErrorCode.NOT_FOUND, 'id'),
        ]);
        expect((await remove(id, other.token)).errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'id')]);
      }
      expect((await state(other.token)).tags).toEqual([]);
      expect((await state()).tags).toEqual([{ name: 'Mine', default: true, active: true }]);
    });
  });
});
