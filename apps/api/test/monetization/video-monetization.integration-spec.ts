import { AdDensity, AdLocation, AdType, ErrorCode, OrganizationRole } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, registerOwner, type Member, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  CREATE_TAG,
  insertVideo,
  SET_ORGANIZATION_MONETIZATION,
  UPDATE_TAG,
  UPDATE_VIDEO_MONETIZATION,
  VIDEO_MONETIZATION,
} from './monetization-support';
import { startVastServer, type VastServer } from './vast-server';

interface Monetization {
  orgMonetization: { id: string; monetizationUrl: string } | null;
  useDefaultMonetization: boolean;
  isMonetizationEnabled: boolean;
  adType: AdType;
  adDensity: AdDensity;
  adLocation: AdLocation[];
}
type Payload = { videoId: string | null; monetization: Monetization | null; errors: PayloadError[] };
type Input = Partial<Omit<Monetization, 'orgMonetization'>> & { orgMonetization?: string | null };

const LIST = `query { videos { nodes { id isMonetizationEnabled } } }`;

/** Per-video monetization (video-area §2, §7) through the real API. */
describe('video monetization', () => {
  let t: TestApp;
  let ads: VastServer;
  let owner: Owner;
  let curator: Member;
  let editor: Member;
  let other: Owner;
  let otherVideoId: string;
  let defaultTag: { id: string; monetizationUrl: string };
  let secondTag: { id: string; monetizationUrl: string };
  let videoId: string;

  const setOrganizationMonetization = async (on: boolean) => {
    const response = await t.gql<{ updateOrganization: { errors: PayloadError[] } }>(
      SET_ORGANIZATION_MONETIZATION,
      { on },
      owner.token,
    );
    expect(response.data.updateOrganization.errors).toEqual([]);
  };
  const createTag = async (token: string, name: string, path: string) => {
    const response = await t.gql<{
      createOrganizationMonetization: { organizationMonetization: { id: string; monetizationUrl: string } };
    }>(CREATE_TAG, { input: { name, monetizationUrl: ads.url(path) } }, token);
    const { id, monetizationUrl } = response.data.createOrganizationMonetization.organizationMonetization;
    return { id, monetizationUrl };
  };

  beforeAll(async () => {
    ads = await startVastServer();
    t = await startTestApp({ ALLOW_PRIVATE_IMPORTS: 'true' });
    owner = await registerOwner(t);
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    editor = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
    other = await registerOwner(t);
    otherVideoId = await insertVideo(t, other.organizationId);
    defaultTag = await createTag(owner.token, 'Default', '/inline4');
    secondTag = await createTag(owner.token, 'Second', '/inline3');
  });
  afterAll(async () => {
    await t.close();
    await ads.close();
  });
  beforeEach(async () => {
    videoId = await insertVideo(t, owner.organizationId);
    await setOrganizationMonetization(true);
  });

  const read = async (id = videoId, token = owner.token) => {
    const response = await t.gql<{
      videoById: { isMonetizationEnabled: boolean; monetization: Monetization };
    }>(VIDEO_MONETIZATION, { id }, token);
    expect(response.errors).toBeUndefined();
    return response.data.videoById.monetization;
  };
  const update = async (monetization: Input, token = owner.token, id = videoId) => {
    const response = await t.gql<{ updateVideoMonetization: Payload }>(
      UPDATE_VIDEO_MONETIZATION,
      { videoId: id, monetization },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.updateVideoMonetization;
  };

  it("starts off, on the organization's default tag, with skippable pre-rolls", async () => {
    expect(await read()).toEqual({
      orgMonetization: defaultTag,
      useDefaultMonetization: true,
      isMonetizationEnabled: false,
      adType: AdType.SKIPPABLE,
      adDensity: AdDensity.AUTO,
      adLocation: [AdLocation.PREROLL],
    });
  });

  it('saves the switch, the source of ads and where they play', async () => {
    const expected: Monetization = {
      orgMonetization: secondTag,
      useDefaultMonetization: false,
      isMonetizationEnabled: true,
      adType: AdType.BOTH,
      adDensity: AdDensity.EVERY_3_MIN,
      // In play order, once each.
      adLocation: [AdLocation.PREROLL, AdLocation.MIDROLL, AdLocation.POSTROLL],
    };
    expect(
      await update({
        isMonetizationEnabled: true,
        orgMonetization: secondTag.id,
        adType: AdType.BOTH,
        adDensity: AdDensity.EVERY_3_MIN,
        adLocation: [AdLocation.POSTROLL, AdLocation.MIDROLL, AdLocation.PREROLL, AdLocation.MIDROLL],
      }),
    ).toEqual({ videoId, monetization: expected, errors: [] });
    expect(await read()).toEqual(expected);

    // Back to the default; omitted fields are kept.
    expect((await update({ useDefaultMonetization: true, adLocation: [] })).monetization).toEqual({
      ...expected,
      orgMonetization: defaultTag,
      useDefaultMonetization: true,
      adLocation: [],
    });
  });

  it("shows the switch in the videos list's column", async () => {
    await update({ isMonetizationEnabled: true });
    const list = async () =>
      (
        await t.gql<{ videos: { nodes: Array<{ id: string; isMonetizationEnabled: boolean }> } }>(
          LIST,
          {},
          owner.token,
        )
      ).data.videos.nodes;
    expect((await list()).find((video) => video.id === videoId)?.isMonetizationEnabled).toBe(true);
    await update({ isMonetizationEnabled: false });
    expect((await list()).find((video) => video.id === videoId)?.isMonetizationEnabled).toBe(false);
  });

  it("is not turned on while the organization's monetization is off", async () => {
    await setOrganizationMonetization(false);
    expect(await update({ isMonetizationEnabled: true, adType: AdType.NON_SKIPPABLE })).toEqual({
      videoId: null,
      monetization: null,
      errors: [validationFailure('isMonetizationEnabled', 'Monetization is disabled for the organization.')],
    });
    expect(await read()).toMatchObject({ isMonetizationEnabled: false, adType: AdType.SKIPPABLE });

    // Turning it off, or the other settings, stay possible.
    await setOrganizationMonetization(true);
    await update({ isMonetizationEnabled: true });
    await setOrganizationMonetization(false);
    expect((await update({ adType: AdType.NON_SKIPPABLE })).errors).toEqual([]);
    expect((await update({ isMonetizationEnabled: false })).monetization).toMatchObject({
      isMonetizationEnabled: false,
      adType: AdType.NON_SKIPPABLE,
    });
  });

  it('takes only an active tag of the organization', async () => {
    const spare = await createTag(owner.token, 'Spare', '/wrapper');
    const response = await t.gql<{ updateOrganizationMonetization: { errors: PayloadError[] } }>(
      UPDATE_TAG,
      { id: spare.id, input: { active: false } },
      owner.token,
    );
    expect(response.data.updateOrganizationMonetization.errors).toEqual([]);
    expect((await update({ orgMonetization: spare.id })).errors).toEqual([
      validationFailure('orgMonetization', 'This ad tag is inactive. Choose an active one.'),
    ]);
    const theirs = await createTag(other.token, 'Theirs', '/inline4');
    for (const id of [theirs.id, randomUUID(), 'not-an-id']) {
      expect((await update({ orgMonetization: id })).errors).toEqual([
        payloadError(ErrorCode.NOT_FOUND, 'orgMonetization'),
      ]);
    }
    expect(await read()).toMatchObject({ orgMonetization: defaultTag, useDefaultMonetization: true });
  });

  it('lets a video editor change it, not a curator (CHANGE_VIDEO)', async () => {
    expect((await update({ isMonetizationEnabled: true }, editor.token)).errors).toEqual([]);
    expect((await update({ isMonetizationEnabled: false }, curator.token)).errors).toEqual([
      payloadError(ErrorCode.PERMISSIONS_ERROR),
    ]);
    expect((await read(videoId, curator.token)).isMonetizationEnabled).toBe(true);
  });

  it("answers NOT_FOUND for another organization's video, an unknown or a malformed id", async () => {
    for (const id of [otherVideoId, randomUUID(), 'not-an-id']) {
      expect((await update({ adType: AdType.BOTH }, owner.token, id)).errors).toEqual([
        payloadError(ErrorCode.NOT_FOUND, 'videoId'),
      ]);
    }
    const response = await t.gql<{ videoById: { monetization: Monetization } }>(
      VIDEO_MONETIZATION,
      { id: otherVideoId },
      other.token,
    );
    expect(response.data.videoById.monetization.adType).toBe(AdType.SKIPPABLE);
  });
});
