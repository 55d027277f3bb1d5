import { randomUUID } from 'node:crypto';
import {
  ContextMessages,
  ErrorCode,
  ErrorMessages,
  OrganizationRole,
  PublishingTargetType,
} from '@framehouse/domain';
import { PublishingTarget } from '../../src/modules/publishing/publishing-target.entity';
import { YouTubeAccount } from '../../src/modules/youtube/youtube-account.entity';
import { errorCode } from '../support/fixtures';
import { addMember, registerOwner, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  authorizeState,
  CATEGORIES,
  dataSource,
  linkChannel,
  ME_SERVICES,
  rest,
  saveToken,
  startFakeGoogleYouTube,
  youtubeEnv,
  type FakeGoogleYouTube,
} from './youtube-support';

/** How long an authorization's state lives here (YOUTUBE_AUTHORIZATION_TTL_SECONDS), short to see it expire. */
const STATE_TTL_SECONDS = 2;

/**
 * Video-service linking (video-area §4, §7 REST) against a loopback fake of Google's OAuth and YouTube
 * endpoints: the consent URL, the code exchange that stores the account and its publishing target, the
 * categories read with its tokens, an expired grant, unlinking, and other organizations and roles; and the
 * login CSRF the state guards against: a code is saved only with a state this session was given, once,
 * before it expires.
 */
describe('YouTube linking', () => {
  let t: TestApp;
  let fake: FakeGoogleYouTube;
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    fake = await startFakeGoogleYouTube();
    t = await startTestApp(
      youtubeEnv(fake, { YOUTUBE_AUTHORIZATION_TTL_SECONDS: String(STATE_TTL_SECONDS) }),
    );
    [owner, other] = [await registerOwner(t), await registerOwner(t)];
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** The services the token's user has linked, as the admin reads them. */
  async function linkedServices(token: string): Promise<unknown[]> {
    const answer = await t.gql<{ me: { authorizedServices: unknown[] } }>(ME_SERVICES, {}, token);
    return answer.data.me.authorizedServices;
  }

  function expectStateRefused(answer: { status: number; body: { errors?: unknown[] } }) {
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        name: ErrorCode.VALIDATION_ERROR,
        field: 'state',
        messages: [ContextMessages.youtubeAuthorizationStateRefused],
      },
    ]);
  }

  it('links an account: consent URL with a random state, token saved encrypted, target added, then ALREADY_AUTHORIZED', async () => {
    const videoId = '0d9e6a55-7d3e-4a4e-9b1a-3f4f3c1f2a10';
    const authorize = await rest(t, `/users/authorize/youtube/?state=publish-${videoId}`, owner.token);
    expect(authorize.status).toBe(200);
    const url = new URL(authorize.body.authorization_url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.apiBase}/o/oauth2/v2/auth`);
    // The state is the server's random value, not the return path the client chose.
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(state).not.toContain(videoId);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('framehouse-test.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.url}/authorize/youtube`);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual([
      'https://www.googleapis.com/auth/youtube.upload',
      'https://www.googleapis.com/auth/youtube.force-ssl',
    ]);

    await linkChannel(t, fake, owner.token, { id: 'UC-owner-channel', title: 'Owner Channel' });

    const services = await t.gql<{ me: { authorizedServices: unknown[] } }>(ME_SERVICES, {}, owner.token);
    expect(services.data.me.authorizedServices).toEqual([
      { accountName: 'Owner Channel', service: 'YOUTUBE' },
    ]);
    const filtered = await t.gql<{ me: { authorizedServices: unknown[] } }>(
      ME_SERVICES,
      { service: 'YOUTUBE' },
      owner.token,
    );
    expect(filtered.data.me.authorizedServices).toHaveLength(1);

    const account = await dataSource(t)
      .getRepository(YouTubeAccount)
      .findOneByOrFail({ userId: owner.userId });
    expect(account).toMatchObject({ organizationId: owner.organizationId, channelId: 'UC-owner-channel' });
    const target = await dataSource(t)
      .getRepository(PublishingTarget)
      .findOneByOrFail({ youtubeAccountId: account.id });
    expect(target).toMatchObject({
      organizationId: owner.organizationId,
      type: PublishingTargetType.YouTube,
      name: 'Owner Channel',
    });

    // The raw row holds neither token in clear.
    const [raw] = (await dataSource(t).query(`SELECT * FROM youtube_accounts WHERE id = $1`, [
      account.id,
    ])) as Array<Record<string, unknown>>;
    const stored = JSON.stringify(raw);
    expect(stored).not.toMatch(/ya29-/);
    expect(stored).not.toMatch(/1\/\/refresh-/);
    expect(String(raw?.refreshTokenEncrypted)).toMatch(/^v1\./);

    const again = await rest(t, `/users/authorize/youtube/?state=publish-${videoId}`, owner.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ code: 'ALREADY_AUTHORIZED' });
  });

  it('refuses a code Google does not know with the authorization failure', async () => {
    const state = await authorizeState(t, other.token, randomUUID());
    const answer = await saveToken(t, other.token, 'nonsense', state);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({
      name: ErrorCode.VALIDATION_ERROR,
      field: 'code',
      messages: [ContextMessages.youtubeAuthorizationFailed],
    });
  });

  it('asks only for the publish page of a video to return to (no open redirect)', async () => {
    for (const state of [
      '',
      'publish-x',
      'publish-../../settings',
      'https://evil.example/',
      `publish-${randomUUID()}/../../x`,
    ]) {
      const answer = await rest(
        t,
        `/users/authorize/youtube/?${new URLSearchParams({ state })}`,
        other.token,
      );
      expect({ state, status: answer.status, errors: answer.body.errors as unknown }).toEqual({
        state,
        status: 400,
        errors: [
          {
            name: ErrorCode.VALIDATION_ERROR,
            field: 'state',
            messages: [ContextMessages.youtubeAuthorizationFailed],
          },
        ],
      });
    }
    expect((await rest(t, '/users/authorize/youtube/', other.token)).status).toBe(400);
  });

  describe('login CSRF: a code is saved only with a state issued to this session', () => {
    it("refuses the attacker's code with a state the member never got, and links nothing", async () => {
      const victim = await addMember(t, other, OrganizationRole.ORG_ADMIN);
      const attackerCode = () => fake.issueCode({ id: 'UC-attacker', title: 'Attacker Channel' });
      // Today's client-chosen form, a made-up value, and none at all.
      for (const state of [`publish-${randomUUID()}`, 'forged-state-value-forged-state-value-forged']) {
        expectStateRefused(await saveToken(t, victim.token, attackerCode(), state));
      }
      expectStateRefused(await rest(t, `/users/token/youtube/?code=${attackerCode()}`, victim.token));
      expect(await linkedServices(victim.token)).toEqual([]);
    });

    it("refuses a state issued to the attacker's session in the member's session", async () => {
      const attacker = await addMember(t, owner, OrganizationRole.ORG_ADMIN);
      // The victim in another organization and one in the attacker's own.
      for (const victim of [
        await addMember(t, other, OrganizationRole.ORG_ADMIN),
        await addMember(t, owner, OrganizationRole.ORG_ADMIN),
      ]) {
        const state = await authorizeState(t, attacker.token, randomUUID());
        const code = fake.issueCode({ id: 'UC-attacker', title: 'Attacker Channel' });
        expectStateRefused(await saveToken(t, victim.token, code, state));
        expect(await linkedServices(victim.token)).toEqual([]);
        // Shown to another session, the state is spent: the attacker cannot use it either.
        const again = fake.issueCode({ id: 'UC-attacker', title: 'Attacker Channel' });
        expectStateRefused(await saveToken(t, attacker.token, again, state));
      }
      expect(await linkedServices(attacker.token)).toEqual([]);
    });

    it('refuses a state used once already (replay)', async () => {
      const member = await addMember(t, other, OrganizationRole.ORG_ADMIN);
      const state = await authorizeState(t, member.token, randomUUID());
      const failed = await saveToken(t, member.token, 'nonsense', state);
      expect(failed.body.errors[0]).toMatchObject({ field: 'code' });
      const code = fake.issueCode({ id: 'UC-replayed', title: 'Replayed Channel' });
      expectStateRefused(await saveToken(t, member.token, code, state));
      expect(await linkedServices(member.token)).toEqual([]);
    });

    it('refuses an expired state', async () => {
      const member = await addMember(t, other, OrganizationRole.ORG_ADMIN);
      const state = await authorizeState(t, member.token, randomUUID());
      await new Promise((resolve) => setTimeout(resolve, STATE_TTL_SECONDS * 1000 + 200));
      const code = fake.issueCode({ id: 'UC-late', title: 'Late Channel' });
      expectStateRefused(await saveToken(t, member.token, code, state));
      expect(await linkedServices(member.token)).toEqual([]);
    });
  });

  it('lists the assignable categories with the linked account', async () => {
    const answer = await t.gql<{ availableYouTubeCategories: unknown[] }>(
      CATEGORIES,
      { regionCode: 'US', languageCode: 'en' },
      owner.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.availableYouTubeCategories).toEqual([
      { id: '1', category: '1', title: 'Film & Animation' },
      { id: '22', category: '22', title: 'People & Blogs' },
      { id: '27', category: '27', title: 'Education' },
    ]);
  });

  it('keeps other organizations and roles out', async () => {
    const theirs = await t.gql<{ me: { authorizedServices: unknown[] } }>(ME_SERVICES, {}, other.token);
    expect(theirs.data.me.authorizedServices).toEqual([]);
    const categories = await t.gql(CATEGORIES, {}, other.token);
    expect(errorCode(categories)).toBe(ErrorCode.VALIDATION_ERROR);
    const revoke = await rest(t, '/users/revoke/youtube/', other.token);
    expect(revoke.status).toBe(404);
    expect(await dataSource(t).getRepository(YouTubeAccount).countBy({ userId: owner.userId })).toBe(1);

    const curator = await addMember(t, owner, OrganizationRole.CURATOR);
    const authorize = await rest(t, '/users/authorize/youtube/?state=publish-x', curator.token);
    expect(authorize.status).toBe(403);
    expect(errorCode(await t.gql(CATEGORIES, {}, curator.token))).toBe(ErrorCode.PERMISSIONS_ERROR);
    expect((await t.http.get('/users/authorize/youtube/')).status).toBe(401);
  });

  it('answers YOUTUBE_CREDENTIALS_REFRESH once the grant is expired, and unlinks', async () => {
    const member = await addMember(t, other, OrganizationRole.ORG_ADMIN);
    await linkChannel(t, fake, member.token, { id: 'UC-expiring', title: 'Expiring' });
    fake.expireGrant('UC-expiring');
    const answer = await t.gql(CATEGORIES, {}, member.token);
    expect(errorCode(answer)).toBe(ErrorCode.YOUTUBE_CREDENTIALS_REFRESH);
    expect(answer.errors?.[0]?.message).toBe(ErrorMessages[ErrorCode.YOUTUBE_CREDENTIALS_REFRESH]);

    const account = await dataSource(t)
      .getRepository(YouTubeAccount)
      .findOneByOrFail({ userId: owner.userId });
    const revoked = await rest(t, '/users/revoke/youtube/', owner.token);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: ContextMessages.youtubeUnlinked });
    expect(fake.revoked).toHaveLength(1);
    expect(await dataSource(t).getRepository(YouTubeAccount).countBy({ id: account.id })).toBe(0);
    expect(
      await dataSource(t).getRepository(PublishingTarget).countBy({ youtubeAccountId: account.id }),
    ).toBe(0);
    const services = await t.gql<{ me: { authorizedServices: unknown[] } }>(ME_SERVICES, {}, owner.token);
    expect(services.data.me.authorizedServices).toEqual([]);
    // Linking again works after unlinking.
    await authorizeState(t, owner.token, randomUUID());
  });
});
