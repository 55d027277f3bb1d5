import { ErrorCode, SOCIAL_MEDIA_MAX_ENTRIES, SocialPlatform } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { SocialMediaPlatform } from '../../src/modules/social-media/social-media-platform.entity';
import { payloadError, rowCount, validationFailure } from '../support/fixtures';
import { registerOwner, type Member, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  addEntry,
  createEntry,
  deleteEntry,
  entriesOf,
  SOCIAL_MEDIA,
  socialCast,
  updateEntry,
  type SocialEntry,
  type SocialInput,
} from './social-media-support';

const REQUIRED = 'Required';
const INCORRECT_URL = 'URL is in incorrect format';
const UNCHANGEABLE = 'The platform cannot be changed. Add a new entry for another platform.';
const DUPLICATE = 'This account is already listed.';

const YOUTUBE = {
  platformName: SocialPlatform.YOUTUBE,
  label: 'Main channel',
  accountUrl: 'https://www.youtube.com/@acme',
};

/** The Social Media tab's entries (platform.md §2, §3, §5, §6) through the real API. */
describe('social media accounts', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let admin: Member;
  let editor: Member;
  let curator: Member;
  let unique = 0;
  /** An address no other test uses (an organization lists each address once). */
  const url = (name = 'acme') => `https://www.instagram.com/${name}-${(unique += 1)}`;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, admin, editor, curator } = await socialCast(t, 'Social Studio'));
  });
  afterAll(() => t.close());

  const instagram = (input: SocialInput = {}): SocialInput => ({
    platformName: SocialPlatform.INSTAGRAM,
    label: 'Instagram',
    accountUrl: url(),
    ...input,
  });

  it('adds entries, trimmed, and lists them oldest first; several of one platform are allowed', async () => {
    const fresh = await registerOwner(t);
    expect(await entriesOf(t, fresh.token)).toEqual([]);
    const main = await addEntry(t, fresh.token, {
      platformName: SocialPlatform.YOUTUBE,
      label: '  Main channel ',
      accountUrl: ' https://www.youtube.com/@acme ',
    });
    expect(main).toEqual({
      id: expect.any(String),
      platformName: SocialPlatform.YOUTUBE,
      label: 'Main channel',
      accountUrl: 'https://www.youtube.com/@acme',
      created: expect.any(String),
    });
    const clips = await addEntry(t, fresh.token, {
      platformName: SocialPlatform.YOUTUBE,
      label: 'Clips',
      accountUrl: 'https://www.youtube.com/@acme-clips',
    });
    const news = await addEntry(t, fresh.token, {
      platformName: SocialPlatform.TWITTER,
      label: 'News',
      accountUrl: 'http://x.com/acme',
    });
    expect(await entriesOf(t, fresh.token)).toEqual([main, clips, news]);
  });

  it('requires the platform, the label and the URL, and writes nothing without them', async () => {
    const before = await rowCount(t, SocialMediaPlatform);
    for (const input of [{}, { platformName: null, label: '   ', accountUrl: '' }]) {
      expect(await createEntry(t, owner.token, input)).toEqual({
        socialMediaPlatform: null,
        errors: [
          validationFailure('platformName', REQUIRED),
          validationFailure('label', REQUIRED),
          validationFailure('accountUrl', REQUIRED),
        ],
      });
    }
    expect(await rowCount(t, SocialMediaPlatform)).toBe(before);
  });

  it('takes a label of 32 characters and a URL of 2048, and refuses one more', async () => {
    const label32 = 'x'.repeat(31) + 'é';
    const long = `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`;
    expect(long).toHaveLength(2048);
    const entry = await addEntry(t, owner.token, instagram({ label: label32, accountUrl: long }));
    expect(entry.label).toBe(label32);
    expect(entry.accountUrl).toBe(long);
    expect((await createEntry(t, owner.token, instagram({ label: 'x'.repeat(33) }))).errors).toEqual([
      validationFailure('label', 'Maximum 32 characters allowed'),
    ]);
    expect((await createEntry(t, owner.token, instagram({ accountUrl: `${long}b` }))).errors).toEqual([
      validationFailure('accountUrl', 'Maximum 2048 characters allowed'),
    ]);
  });

  it.each([
    ['no scheme', 'instagram.com/acme'],
    ['ftp', 'ftp://example.com/acme'],
    ['mailto', 'mailto:social@example.com'],
    ['javascript', 'javascript:alert(1)'],
    ['a host without a top-level domain', 'https://acme'],
    ['spaces inside', 'https://example.com/a b'],
    ['plain text', 'my instagram'],
  ])('refuses a URL with %s: "URL is in incorrect format"', async (_name, accountUrl) => {
    expect(await createEntry(t, owner.token, instagram({ accountUrl }))).toEqual({
      socialMediaPlatform: null,
      errors: [validationFailure('accountUrl', INCORRECT_URL)],
    });
  });

  it('edits the label and the URL; what is omitted is kept', async () => {
    const entry = await addEntry(t, owner.token, instagram({ label: 'Before' }));
    const renamed = await updateEntry(t, owner.token, entry.id, { label: ' After ' });
    expect(renamed).toEqual({ socialMediaPlatform: { ...entry, label: 'After' }, errors: [] });
    const moved = url('moved');
    const repointed = await updateEntry(t, owner.token, entry.id, {
      platformName: SocialPlatform.INSTAGRAM,
      accountUrl: moved,
    });
    expect(repointed).toEqual({
      socialMediaPlatform: { ...entry, label: 'After', accountUrl: moved },
      errors: [],
    });
    expect((await updateEntry(t, owner.token, entry.id, { label: '', accountUrl: 'nope' })).errors).toEqual([
      validationFailure('label', REQUIRED),
      validationFailure('accountUrl', INCORRECT_URL),
    ]);
    expect((await entriesOf(t, owner.token)).find(({ id }) => id === entry.id)).toEqual({
      ...entry,
      label: 'After',
      accountUrl: moved,
    });
  });

  it('refuses another platform on edit, on platformName, and changes nothing', async () => {
    const entry = await addEntry(t, owner.token, instagram({ label: 'Photos' }));
    expect(
      await updateEntry(t, owner.token, entry.id, {
        platformName: SocialPlatform.TIKTOK,
        label: 'Videos',
      }),
    ).toEqual({ socialMediaPlatform: null, errors: [validationFailure('platformName', UNCHANGEABLE)] });
    expect((await entriesOf(t, owner.token)).find(({ id }) => id === entry.id)).toEqual(entry);
  });

  it('lists an address once, on create and on edit (its own address is kept)', async () => {
    const taken = url('taken');
    const first = await addEntry(t, owner.token, instagram({ accountUrl: taken }));
    expect(
      await createEntry(t, owner.token, instagram({ label: 'Again', accountUrl: ` ${taken} ` })),
    ).toEqual({
      socialMediaPlatform: null,
      errors: [validationFailure('accountUrl', DUPLICATE)],
    });
    // Another platform with the same address is the same account listed twice.
    expect((await createEntry(t, owner.token, { ...YOUTUBE, accountUrl: taken })).errors).toEqual([
      validationFailure('accountUrl', DUPLICATE),
    ]);
    const second = await addEntry(t, owner.token, instagram());
    expect((await updateEntry(t, owner.token, second.id, { accountUrl: taken })).errors).toEqual([
      validationFailure('accountUrl', DUPLICATE),
    ]);
    expect(
      (await updateEntry(t, owner.token, first.id, { accountUrl: taken, label: 'Same' })).errors,
    ).toEqual([]);
    // Another organization may list the same address.
    expect((await createEntry(t, other.token, instagram({ accountUrl: taken }))).errors).toEqual([]);
  });

  it('lets only one of three simultaneous requests list an address', async () => {
    const contested = url('contested');
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        createEntry(t, owner.token, instagram({ label: `Race ${n}`, accountUrl: contested })),
      ),
    );
    expect(results.filter((result) => result.errors.length === 0)).toHaveLength(1);
    expect((await entriesOf(t, owner.token)).filter((entry) => entry.accountUrl === contested)).toHaveLength(
      1,
    );
  });

  it(`lists at most ${SOCIAL_MEDIA_MAX_ENTRIES} entries`, async () => {
    const fresh = await registerOwner(t);
    const created: SocialEntry[] = [];
    for (let n = 0; n < SOCIAL_MEDIA_MAX_ENTRIES; n += 1) {
      created.push(await addEntry(t, fresh.token, instagram({ label: `Account ${n}` })));
    }
    expect(await createEntry(t, fresh.token, instagram())).toEqual({
      socialMediaPlatform: null,
      errors: [
        payloadError(
          ErrorCode.VALIDATION_ERROR,
          null,
          `An organization can list at most ${SOCIAL_MEDIA_MAX_ENTRIES} social media accounts.`,
        ),
      ],
    });
    expect(await deleteEntry(t, fresh.token, (created[0] as SocialEntry).id)).toEqual({
      deletedId: (created[0] as SocialEntry).id,
      errors: [],
    });
    expect((await createEntry(t, fresh.token, instagram())).errors).toEqual([]);
  });

  it('deletes an entry; deleting it again is NOT_FOUND', async () => {
    const entry = await addEntry(t, owner.token, instagram({ label: 'Short-lived' }));
    expect(await deleteEntry(t, owner.token, entry.id)).toEqual({ deletedId: entry.id, errors: [] });
    expect((await entriesOf(t, owner.token)).map(({ id }) => id)).not.toContain(entry.id);
    expect(await deleteEntry(t, owner.token, entry.id)).toEqual({
      deletedId: null,
      errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
    });
  });

  describe('another organization', () => {
    it('answers NOT_FOUND for its entries, and leaves them as they were', async () => {
      const theirs = await addEntry(t, other.token, { ...YOUTUBE, accountUrl: url('theirs') });
      expect(await updateEntry(t, owner.token, theirs.id, { label: 'Hijacked' })).toEqual({
        socialMediaPlatform: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
      // NOT_FOUND comes first: nothing about the entry (not even its platform) is told.
      expect(
        (await updateEntry(t, owner.token, theirs.id, { platformName: SocialPlatform.TIKTOK, label: '' }))
          .errors,
      ).toEqual([payloadError(ErrorCode.NOT_FOUND, 'id')]);
      expect(await deleteEntry(t, owner.token, theirs.id)).toEqual({
        deletedId: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
      expect((await entriesOf(t, other.token)).find(({ id }) => id === theirs.id)).toEqual(theirs);
      expect((await entriesOf(t, owner.token)).map(({ id }) => id)).not.toContain(theirs.id);
    });

    it.each(['not-a-uuid', '', "'; DROP TABLE social_media_platforms; --", randomUUID()])(
      'answers NOT_FOUND, never a 500, for the id %j',
      async (id) => {
        expect((await updateEntry(t, owner.token, id, { label: 'x' })).errors).toEqual([
          payloadError(ErrorCode.NOT_FOUND, 'id'),
        ]);
        expect((await deleteEntry(t, owner.token, id)).errors).toEqual([
          payloadError(ErrorCode.NOT_FOUND, 'id'),
        ]);
      },
    );
  });

  describe('permissions', () => {
    it('an admin lists, adds, edits and deletes', async () => {
      const entry = await addEntry(t, admin.token, instagram({ label: 'By the admin' }));
      expect((await entriesOf(t, admin.token)).map(({ id }) => id)).toContain(entry.id);
      expect((await updateEntry(t, admin.token, entry.id, { label: 'Edited' })).errors).toEqual([]);
      expect((await deleteEntry(t, admin.token, entry.id)).errors).toEqual([]);
    });

    it.each([
      ['video editor', () => editor],
      ['curator', () => curator],
    ])('a %s gets PERMISSIONS_ERROR for every operation and reads no entry', async (_role, member) => {
      const { token } = member();
      const entry = await addEntry(t, owner.token, instagram({ label: 'Kept' }));
      const before = await rowCount(t, SocialMediaPlatform);
      const refused = [payloadError(ErrorCode.PERMISSIONS_ERROR)];
      expect(await createEntry(t, token, instagram())).toEqual({
        socialMediaPlatform: null,
        errors: refused,
      });
      expect(await updateEntry(t, token, entry.id, { label: 'Changed' })).toEqual({
        socialMediaPlatform: null,
        errors: refused,
      });
      expect(await deleteEntry(t, token, entry.id)).toEqual({ deletedId: null, errors: refused });
      expect(await rowCount(t, SocialMediaPlatform)).toBe(before);
      expect((await entriesOf(t, owner.token)).find(({ id }) => id === entry.id)).toEqual(entry);

      // The list needs VIEW_SOCIAL_MEDIA: the field alone is null, the rest of the organization reads.
      const read = await t.gql<{ me: { organization: { name: string; socialMedia: null } } }>(
        SOCIAL_MEDIA,
        {},
        token,
      );
      expect(read.data.me.organization).toEqual(
        expect.objectContaining({ name: 'Social Studio', socialMedia: null }),
      );
      expect(read.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([
        [ErrorCode.PERMISSIONS_ERROR, "You don't have permissions to perform this action."],
      ]);
    });
  });
});
