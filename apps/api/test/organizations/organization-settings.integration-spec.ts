import { ErrorCode, OrganizationRole, SubscriptionPlan, ValidationMessages } from '@framehouse/domain';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  fetchPicture,
  refusedPictures,
  payloadError,
  pngBase64,
  validationFailure,
  type PayloadError,
} from '../support/fixtures';
import { ERRORS, ME, addMember, registerOwner, type Member, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

const UPDATE_ORGANIZATION = `mutation UpdateOrganization($name: String, $logo: String, $isMonetizationEnabled: Boolean) {
  updateOrganization(name: $name, logo: $logo, isMonetizationEnabled: $isMonetizationEnabled) {
    organization { id name logoUrl isMonetizationEnabled }
    ${ERRORS}
  }
}`;
const DELETE_LOGO = `mutation { deleteOrganizationLogo { ${ERRORS} } }`;

interface OrganizationState {
  id: string;
  name: string;
  logoUrl: string | null;
  isMonetizationEnabled: boolean;
}

const FORBIDDEN = payloadError(ErrorCode.PERMISSIONS_ERROR);

describe('updateOrganization and deleteOrganizationLogo', () => {
  let t: TestApp;
  let owner: Owner;
  let admin: Member;
  let editor: Member;
  let neighbour: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t, { organizationName: 'Settings Studio' });
    admin = await addMember(t, owner, OrganizationRole.ORG_ADMIN);
    editor = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
    neighbour = await registerOwner(t, { organizationName: 'Neighbour Films' });
  });
  afterAll(() => t.close());

  const update = async (
    token: string,
    changes: { name?: string | null; logo?: string | null; isMonetizationEnabled?: boolean },
  ) =>
    (
      await t.gql<{ updateOrganization: { organization: OrganizationState | null; errors: PayloadError[] } }>(
        UPDATE_ORGANIZATION,
        changes,
        token,
      )
    ).data.updateOrganization;
  const organization = async (token = owner.token) =>
    (await t.gql<{ me: { organization: OrganizationState } }>(ME, {}, token)).data.me.organization;
  const storedLogos = async () =>
    readdir(join(t.config.storage.dataDir, 'public', 'logos', owner.organizationId)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );

  describe('rename', () => {
    it('renames the organization, trimmed; every member sees the new name', async () => {
      const payload = await update(owner.token, { name: '  Renamed Studio ' });
      expect(payload.errors).toEqual([]);
      expect(payload.organization).toMatchObject({ id: owner.organizationId, name: 'Renamed Studio' });
      expect((await organization(editor.token)).name).toBe('Renamed Studio');
    });

    it('lets an admin rename, and keeps the name when only the case changes', async () => {
      expect((await update(admin.token, { name: 'RENAMED studio' })).errors).toEqual([]);
      expect((await organization()).name).toBe('RENAMED studio');
    });

    it('refuses a video editor with PERMISSIONS_ERROR', async () => {
      const payload = await update(editor.token, { name: 'Editor Was Here' });
      expect(payload).toEqual({ organization: null, errors: [FORBIDDEN] });
      expect(payload.errors[0]?.messages).toEqual(["You don't have permissions to perform this action."]);
      expect((await organization()).name).toBe('RENAMED studio');
    });

    it('answers "Organization name cannot be empty" for an empty or blank name', async () => {
      for (const name of ['', '   ']) {
        expect(await update(owner.token, { name })).toEqual({
          organization: null,
          errors: [validationFailure('name', 'Organization name cannot be empty')],
        });
      }
      expect((await organization()).name).toBe('RENAMED studio');
    });

    it("answers ORGANIZATION_NAME_TAKEN for another organization's name, in any case", async () => {
      const payload = await update(owner.token, { name: ' neighbour FILMS ' });
      expect(payload).toEqual({
        organization: null,
        errors: [payloadError(ErrorCode.ORGANIZATION_NAME_TAKEN, 'name')],
      });
      expect((await organization()).name).toBe('RENAMED studio');
    });

    it('refuses a name over 100 characters', async () => {
      expect((await update(owner.token, { name: 'x'.repeat(101) })).errors).toEqual([
        validationFailure('name', 'Maximum 100 characters allowed'),
      ]);
    });

    it('changes nothing when no field is given', async () => {
      const payload = await update(owner.token, {});
      expect(payload.errors).toEqual([]);
      expect(payload.organization?.name).toBe('RENAMED studio');
    });
  });

  describe('logo', () => {
    let logoUrl: string;

    it('stores an uploaded logo as WebP within 1024 px, keeping its aspect, served under /media/public', async () => {
      const payload = await update(owner.token, { logo: await pngBase64(2048, 1024) });
      expect(payload.errors).toEqual([]);
      logoUrl = payload.organization?.logoUrl ?? '';
      expect(logoUrl).toMatch(
        new RegExp(`^${t.url}/media/public/logos/${owner.organizationId}/[0-9a-f-]+\\.webp$`),
      );
      expect((await organization(editor.token)).logoUrl).toBe(logoUrl);
      expect(await fetchPicture(t, logoUrl)).toEqual({
        status: 200,
        contentType: 'image/webp',
        format: 'webp',
        width: 1024,
        height: 512,
      });
    });

    it('does not enlarge a small logo; the replaced logo file is deleted', async () => {
      const payload = await update(owner.token, {
        logo: `data:image/png;base64,${await pngBase64(300, 120)}`,
      });
      expect(payload.errors).toEqual([]);
      const replaced = payload.organization?.logoUrl ?? '';
      expect(await fetchPicture(t, replaced)).toMatchObject({ status: 200, width: 300, height: 120 });
      expect((await fetchPicture(t, logoUrl)).status).toBe(404);
      expect(await storedLogos()).toHaveLength(1);
      logoUrl = replaced;
    });

    const refusals = refusedPictures('logo');

    it.each(refusals)(
      'refuses %s and changes neither the name nor the logo',
      async (_case, picture, error) => {
        const filesBefore = await storedLogos();
        const payload = await update(owner.token, { name: 'Should Not Stick', logo: await picture() });
        expect(payload).toEqual({ organization: null, errors: [error] });
        expect(await organization()).toMatchObject({ name: 'RENAMED studio', logoUrl });
        expect(await storedLogos()).toEqual(filesBefore);
      },
    );

    it('refuses a logo upload by a video editor', async () => {
      expect((await update(editor.token, { logo: await pngBase64(100, 100) })).errors).toEqual([FORBIDDEN]);
      expect(await storedLogos()).toHaveLength(1);
    });

    it('deleteOrganizationLogo needs DELETE_ORGANIZATION_LOGO, then removes the logo and its file', async () => {
      const refused = await t.gql<{ deleteOrganizationLogo: { errors: PayloadError[] } }>(
        DELETE_LOGO,
        {},
        editor.token,
      );
      expect(refused.data.deleteOrganizationLogo.errors).toEqual([FORBIDDEN]);
      expect((await organization()).logoUrl).toBe(logoUrl);

      const deleted = await t.gql<{ deleteOrganizationLogo: { errors: PayloadError[] } }>(
        DELETE_LOGO,
        {},
        admin.token,
      );
      expect(deleted.data.deleteOrganizationLogo.errors).toEqual([]);
      expect((await organization()).logoUrl).toBeNull();
      expect((await fetchPicture(t, logoUrl)).status).toBe(404);
      expect(await storedLogos()).toEqual([]);
    });
  });

  describe('isMonetizationEnabled', () => {
    // Switching it on and off with an ad tag is tested with the ad tags (monetization/ad-tags).
    it('refuses to switch it on while the organization has no active ad tag', async () => {
      expect(await update(owner.token, { isMonetizationEnabled: true })).toEqual({
        organization: null,
        errors: [
          validationFailure('isMonetizationEnabled', ValidationMessages.organizationMonetizationWithoutAdTag),
        ],
      });
      expect((await organization(editor.token)).isMonetizationEnabled).toBe(false);
      // Off stays possible.
      expect((await update(admin.token, { isMonetizationEnabled: false })).errors).toEqual([]);
    });

    it('refuses, and applies nothing of the call, without CHANGE_ORGANIZATION_MONETIZATION (a D2C owner)', async () => {
      const d2c = await registerOwner(t, { plan: SubscriptionPlan.D2C_TRIAL, organizationName: 'Dialog Co' });
      const payload = await update(d2c.token, { name: 'Dialog Renamed', isMonetizationEnabled: true });
      expect(payload).toEqual({
        organization: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR, 'isMonetizationEnabled')],
      });
      expect(await organization(d2c.token)).toMatchObject({
        name: 'Dialog Co',
        isMonetizationEnabled: false,
      });
      // The same owner may still rename: CHANGE_ORGANIZATION is theirs.
      expect((await update(d2c.token, { name: 'Dialog Renamed' })).errors).toEqual([]);
    });

    it('refuses a video editor', async () => {
      expect((await update(editor.token, { isMonetizationEnabled: true })).errors).toEqual([FORBIDDEN]);
      expect((await organization()).isMonetizationEnabled).toBe(false);
    });
  });

  it("never touches another organization's settings", async () => {
    expect(await organization(neighbour.token)).toMatchObject({
      id: neighbour.organizationId,
      name: 'Neighbour Films',
      logoUrl: null,
      isMonetizationEnabled: false,
    });
  });
});
