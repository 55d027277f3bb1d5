import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  fetchPicture,
  refusedPictures,
  pngBase64,
  validationFailure,
  type PayloadError,
} from '../support/fixtures';
import { ERRORS, ME, registerOwner, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

const UPDATE_DETAILS = `mutation UpdateAccountDetails($details: AccountDetailsInput!) {
  updateAccountDetails(accountDetails: $details) { user { id name email avatarUrl } ${ERRORS} }
}`;
const DELETE_AVATAR = `mutation { deleteAvatar { ${ERRORS} } }`;

interface DetailsResult {
  updateAccountDetails: {
    user: { id: string; name: string; email: string; avatarUrl: string | null } | null;
    errors: PayloadError[];
  };
}

describe('updateAccountDetails and deleteAvatar', () => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t, { name: 'Original Name' });
  });
  afterAll(() => t.close());

  const update = async (details: { name?: string | null; avatarBase64?: string | null }) =>
    (await t.gql<DetailsResult>(UPDATE_DETAILS, { details }, owner.token)).data.updateAccountDetails;
  const me = async () =>
    (await t.gql<{ me: { name: string; avatarUrl: string | null } }>(ME, {}, owner.token)).data.me;
  /** The avatar files stored for the owner. */
  const storedAvatars = async () =>
    readdir(join(t.config.storage.dataDir, 'public', 'avatars', owner.userId)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );

  describe('name', () => {
    it('changes the name, trimmed', async () => {
      const payload = await update({ name: '  Renamed Person  ' });
      expect(payload.errors).toEqual([]);
      expect(payload.user).toMatchObject({ id: owner.userId, name: 'Renamed Person', email: owner.email });
      expect((await me()).name).toBe('Renamed Person');
    });

    it('keeps the current name when the new one is blank or absent', async () => {
      for (const name of ['', '   ', null]) {
        const payload = await update({ name });
        expect(payload.errors).toEqual([]);
        expect(payload.user?.name).toBe('Renamed Person');
      }
      expect((await me()).name).toBe('Renamed Person');
    });

    it('refuses a name over 150 characters', async () => {
      const payload = await update({ name: 'n'.repeat(151) });
      expect(payload).toEqual({
        user: null,
        errors: [validationFailure('name', 'Maximum 150 characters allowed')],
      });
      expect((await me()).name).toBe('Renamed Person');
    });
  });

  describe('avatar', () => {
    let avatarUrl: string;

    it('stores an uploaded PNG as a 256x256 WebP served under /media/public', async () => {
      const payload = await update({ avatarBase64: await pngBase64(600, 400) });
      expect(payload.errors).toEqual([]);
      avatarUrl = payload.user?.avatarUrl ?? '';
      expect(avatarUrl).toMatch(
        new RegExp(`^${t.url}/media/public/avatars/${owner.userId}/[0-9a-f-]+\\.webp$`),
      );
      expect((await me()).avatarUrl).toBe(avatarUrl);
      expect(await fetchPicture(t, avatarUrl)).toEqual({
        status: 200,
        contentType: 'image/webp',
        format: 'webp',
        width: 256,
        height: 256,
      });
    });

    it('accepts a data-URL prefix, replaces the previous avatar and deletes its file', async () => {
      const payload = await update({
        avatarBase64: `data:image/png;base64,${await pngBase64(300, 300, '#0c0')}`,
      });
      expect(payload.errors).toEqual([]);
      const replaced = payload.user?.avatarUrl ?? '';
      expect(replaced).not.toBe(avatarUrl);
      expect((await fetchPicture(t, replaced)).status).toBe(200);
      expect((await fetchPicture(t, avatarUrl)).status).toBe(404);
      expect(await storedAvatars()).toHaveLength(1);
      avatarUrl = replaced;
    });

    it('changes name and avatar together', async () => {
      const payload = await update({ name: 'Both At Once', avatarBase64: await pngBase64(64, 64) });
      expect(payload.errors).toEqual([]);
      expect(payload.user?.name).toBe('Both At Once');
      expect(payload.user?.avatarUrl).not.toBe(avatarUrl);
      avatarUrl = payload.user?.avatarUrl ?? '';
    });

    describe('refusals leave the name, the avatar and the stored files as they were', () => {
      const cases = refusedPictures('avatarBase64');

      it.each(cases)('%s', async (_case, picture, error) => {
        const filesBefore = await storedAvatars();
        const payload = await update({ name: 'Should Not Stick', avatarBase64: await picture() });
        expect(payload).toEqual({ user: null, errors: [error] });
        expect(await me()).toMatchObject({ name: 'Both At Once', avatarUrl });
        expect(await storedAvatars()).toEqual(filesBefore);
      });
    });

    it('deleteAvatar removes the avatar and its file', async () => {
      const response = await t.gql<{ deleteAvatar: { errors: PayloadError[] } }>(
        DELETE_AVATAR,
        {},
        owner.token,
      );
      expect(response.data.deleteAvatar.errors).toEqual([]);
      expect((await me()).avatarUrl).toBeNull();
      expect((await fetchPicture(t, avatarUrl)).status).toBe(404);
      expect(await storedAvatars()).toEqual([]);

      const again = await t.gql<{ deleteAvatar: { errors: PayloadError[] } }>(DELETE_AVATAR, {}, owner.token);
      expect(again.data.deleteAvatar.errors).toEqual([]);
    });
  });
});
