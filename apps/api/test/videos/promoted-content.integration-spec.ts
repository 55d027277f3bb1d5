import { ErrorCode, OrganizationRole, ToggleAction } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { insertVideo } from '../monetization/monetization-support';
import { payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, ERRORS, registerOwner, type Member, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

const FIELDS = 'promoteObjects promoteAtStart promoteAtEnd promotedObjectsLabel';
const READ = `query($id: ID!) { videoById(id: $id) { id promotedContentSettings { ${FIELDS} } } }`;
const UPDATE = `mutation($videoId: ID!, $settings: PromotedContentSettingsInput!) { updateVideoPromotedContentSettings(videoId: $videoId, promotedContentSettings: $settings) { videoId promotedContentSettings { ${FIELDS} } ${ERRORS} } }`;
const TOGGLE = `mutation($videoId: ID!, $action: MemberToggleAction!) { toggleVideoPromotedContent(videoId: $videoId, action: $action) { videoId promotedContentSettings { ${FIELDS} } ${ERRORS} } }`;

interface Settings {
  promoteObjects: boolean;
  promoteAtStart: boolean;
  promoteAtEnd: boolean;
  promotedObjectsLabel: string;
}
type Payload = { videoId: string | null; promotedContentSettings: Settings | null; errors: PayloadError[] };

const DEFAULTS: Settings = {
  promoteObjects: false,
  promoteAtStart: true,
  promoteAtEnd: true,
  promotedObjectsLabel: 'Promoted',
};

/** Promo cards (video-area §2, §5, §7) through the real API. */
describe('promo cards', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let editor: Member;
  let other: Owner;
  let videoId: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t);
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    editor = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
    other = await registerOwner(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    videoId = await insertVideo(t, owner.organizationId);
  });

  const read = async (id = videoId, token = owner.token) => {
    const response = await t.gql<{ videoById: { promotedContentSettings: Settings } }>(READ, { id }, token);
    expect(response.errors).toBeUndefined();
    return response.data.videoById.promotedContentSettings;
  };
  const update = async (settings: Partial<Settings>, token = owner.token, id = videoId) => {
    const response = await t.gql<{ updateVideoPromotedContentSettings: Payload }>(
      UPDATE,
      { videoId: id, settings },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.updateVideoPromotedContentSettings;
  };
  const toggle = async (action: ToggleAction, token = owner.token, id = videoId) => {
    const response = await t.gql<{ toggleVideoPromotedContent: Payload }>(
      TOGGLE,
      { videoId: id, action },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.toggleVideoPromotedContent;
  };

  it('starts off, with intro and outro chosen and the label "Promoted"', async () => {
    expect(await read()).toEqual(DEFAULTS);
  });

  it('saves the settings, trims the label and keeps omitted switches', async () => {
    const saved = await update({
      promoteObjects: true,
      promoteAtEnd: false,
      promotedObjectsLabel: '  Shop the look ',
    });
    const expected = {
      promoteObjects: true,
      promoteAtStart: true,
      promoteAtEnd: false,
      promotedObjectsLabel: 'Shop the look',
    };
    expect(saved).toEqual({ videoId, promotedContentSettings: expected, errors: [] });
    expect(await read()).toEqual(expected);
    expect((await update({ promotedObjectsLabel: 'Gear' })).promotedContentSettings).toEqual({
      ...expected,
      promotedObjectsLabel: 'Gear',
    });
  });

  it('needs a label of at most 25 characters', async () => {
    for (const label of [undefined, '', '   ']) {
      expect(await update({ promoteObjects: true, promotedObjectsLabel: label })).toEqual({
        videoId: null,
        promotedContentSettings: null,
        errors: [validationFailure('promotedObjectsLabel', 'Label cannot be empty')],
      });
    }
    expect((await update({ promotedObjectsLabel: 'x'.repeat(26) })).errors).toEqual([
      validationFailure('promotedObjectsLabel', 'Maximum 25 characters allowed'),
    ]);
    expect((await update({ promotedObjectsLabel: 'x'.repeat(25) })).errors).toEqual([]);
    expect(await read()).toEqual({ ...DEFAULTS, promotedObjectsLabel: 'x'.repeat(25) });
  });

  it('turns the feature on and off, keeping the other settings', async () => {
    await update({ promoteAtStart: false, promotedObjectsLabel: 'Featured' });
    const on = {
      promoteObjects: true,
      promoteAtStart: false,
      promoteAtEnd: true,
      promotedObjectsLabel: 'Featured',
    };
    expect(await toggle(ToggleAction.ENABLE)).toEqual({ videoId, promotedContentSettings: on, errors: [] });
    expect(await toggle(ToggleAction.ENABLE)).toEqual({ videoId, promotedContentSettings: on, errors: [] });
    expect((await toggle(ToggleAction.DISABLE)).promotedContentSettings).toEqual({
      ...on,
      promoteObjects: false,
    });
    expect(await read()).toEqual({ ...on, promoteObjects: false });
  });

  it('lets a video editor change them, not a curator (CHANGE_VIDEO)', async () => {
    expect((await update({ promotedObjectsLabel: 'Editor' }, editor.token)).errors).toEqual([]);
    expect((await toggle(ToggleAction.ENABLE, editor.token)).errors).toEqual([]);
    expect((await update({ promotedObjectsLabel: 'Curator' }, curator.token)).errors).toEqual([
      payloadError(ErrorCode.PERMISSIONS_ERROR),
    ]);
    expect((await toggle(ToggleAction.DISABLE, curator.token)).errors).toEqual([
      payloadError(ErrorCode.PERMISSIONS_ERROR),
    ]);
    expect(await read(videoId, curator.token)).toEqual({
      ...DEFAULTS,
      promoteObjects: true,
      promotedObjectsLabel: 'Editor',
    });
  });

  it("answers NOT_FOUND for another organization's video, an unknown or a malformed id", async () => {
    for (const id of [videoId, randomUUID(), 'not-an-id']) {
      expect((await update({ promotedObjectsLabel: 'Theirs' }, other.token, id)).errors).toEqual([
        payloadError(ErrorCode.NOT_FOUND, 'videoId'),
      ]);
      expect((await toggle(ToggleAction.ENABLE, other.token, id)).errors).toEqual([
        payloadError(ErrorCode.NOT_FOUND, 'videoId'),
      ]);
    }
    expect(await read()).toEqual(DEFAULTS);
  });
});
