import { OrganizationRole, SubscriptionPlan, VideoStatus } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import type { PayloadError } from '../support/fixtures';
import { addMember, ERRORS, registerOwner, type Member, type Owner } from '../support/flows';
import { Video } from '../../src/modules/videos/video.entity';
import { statementsDuring } from '../support/statements';
import type { TestApp } from '../support/test-app';
import { defaultStorageDriver, DELETE, setPlan, setVideo, startUpload, startVideoApp } from './video-support';

const DUPLICATE_FIELDS = 'id title status created thumbnailUrl scheduledDatetime platforms';

const VIDEO_DUPLICATES = `query VideoDuplicates($id: ID!) {
  videoById(id: $id) { id duplicates { ${DUPLICATE_FIELDS} } }
}`;

const DASHBOARD = `query Dashboard($distinctGlobalId: Boolean, $pageSize: Int) {
  videos(distinctGlobalId: $distinctGlobalId, pageSize: $pageSize) {
    nodes { id title duplicates { ${DUPLICATE_FIELDS} duplicates { id } } }
  }
}`;

const DUPLICATE = `mutation Duplicate($id: ID!) {
  duplicateVideo(id: $id) { video { id title duplicates { id } } ${ERRORS} }
}`;

interface Duplicate {
  id: string;
  title: string;
  status: string;
  created: string;
  thumbnailUrl: string | null;
  scheduledDatetime: string | null;
  platforms: string[];
}

interface DashboardRow {
  id: string;
  title: string;
  duplicates: Array<Duplicate & { duplicates: Array<{ id: string }> }>;
}

/** `Video.duplicates` (video-area §3): the original and its copies reach each other, in their organization. */
describe('video duplicates', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    owner = await registerOwner(t, { organizationName: 'Duplicates A' });
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    other = await registerOwner(t, { organizationName: 'Duplicates B' });
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    await setPlan(t, other.organizationId, SubscriptionPlan.UNLIMITED);
  });
  afterAll(() => t.close());

  /** A processed video (a DRAFT), made through the upload mutation and then set (test setup). */
  async function draft(token: string, filename: string, created?: Date): Promise<string> {
    const started = await startUpload(t, token, filename);
    await setVideo(t, started.video.id, { status: VideoStatus.DRAFT, ...(created ? { created } : {}) });
    return started.video.id;
  }

  async function duplicate(id: string, token = owner.token): Promise<string> {
    const response = await t.gql<{
      duplicateVideo: { video: { id: string; duplicates: Array<{ id: string }> }; errors: PayloadError[] };
    }>(DUPLICATE, { id }, token);
    expect(response.errors).toBeUndefined();
    expect(response.data.duplicateVideo.errors).toEqual([]);
    // The copy's own answer already lists its original.
    expect(response.data.duplicateVideo.video.duplicates.map((video) => video.id)).toContain(id);
    return response.data.duplicateVideo.video.id;
  }

  async function duplicatesOf(id: string, token = owner.token): Promise<Duplicate[]> {
    const response = await t.gql<{ videoById: { duplicates: Duplicate[] } }>(VIDEO_DUPLICATES, { id }, token);
    expect(response.errors).toBeUndefined();
    return response.data.videoById.duplicates;
  }

  const idsOf = (videos: ReadonlyArray<{ id: string }>) => videos.map((video) => video.id);

  async function dashboard(token = owner.token, pageSize = 100): Promise<DashboardRow[]> {
    const response = await t.gql<{ videos: { nodes: DashboardRow[] } }>(
      DASHBOARD,
      { distinctGlobalId: true, pageSize },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.videos.nodes;
  }

  it('lists the original on a copy and the copies on the original, newest first, itself excluded', async () => {
    const original = await draft(owner.token, 'Launch.mp4', new Date(Date.UTC(2025, 0, 1)));
    const unrelated = await draft(owner.token, 'Unrelated.mp4');
    const first = await duplicate(original);
    const second = await duplicate(original);

    expect(idsOf(await duplicatesOf(original))).toEqual([second, first]);
    expect(idsOf(await duplicatesOf(first))).toEqual([second, original]);
    expect(idsOf(await duplicatesOf(second))).toEqual([first, original]);
    expect(await duplicatesOf(unrelated)).toEqual([]);

    // What the dashboard row and the editor show of each.
    const [shown] = (await duplicatesOf(second)).slice(-1);
    expect(shown).toEqual({
      id: original,
      title: 'Launch',
      status: VideoStatus.DRAFT,
      created: new Date(Date.UTC(2025, 0, 1)).toISOString(),
      thumbnailUrl: null,
      scheduledDatetime: null,
      platforms: [],
    });
    // A curator reads them as videoById answers them (VIEW_VIDEO).
    expect(idsOf(await duplicatesOf(original, curator.token))).toEqual([second, first]);

    // Without search text the dashboard shows the newest copy; its row reaches the others.
    const row = (await dashboard()).find((candidate) => candidate.id === second);
    expect(row?.title).toBe('Copy - Launch');
    expect(idsOf(row?.duplicates ?? [])).toEqual([first, original]);
    expect(row?.duplicates.map((video) => idsOf(video.duplicates))).toEqual([
      [second, original],
      [second, first],
    ]);
    expect((await dashboard()).some((candidate) => candidate.id === original)).toBe(false);
  });

  it("never lists another organization's video, even one on the same media", async () => {
    const original = await draft(owner.token, 'Shared media.mp4');
    const copy = await duplicate(original);
    const foreign = await draft(other.token, 'Of B.mp4');
    // Media ids are never shared across organizations; make one that is, to see the scope hold.
    const { mediaId } = await t.app.get(DataSource).getRepository(Video).findOneByOrFail({ id: original });
    await setVideo(t, foreign, { mediaId });

    expect(idsOf(await duplicatesOf(original))).toEqual([copy]);
    expect(await duplicatesOf(foreign, other.token)).toEqual([]);
    const rowsOfB = await dashboard(other.token);
    expect(rowsOfB.find((row) => row.id === foreign)?.duplicates).toEqual([]);
  });

  it('drops a deleted video from the lists of the others', async () => {
    const original = await draft(owner.token, 'Deleted later.mp4');
    const first = await duplicate(original);
    const second = await duplicate(first);
    const deleted = await t.gql<{ deleteVideo: { errors: PayloadError[] } }>(
      DELETE,
      { id: first },
      owner.token,
    );
    expect(deleted.data.deleteVideo.errors).toEqual([]);

    expect(idsOf(await duplicatesOf(original))).toEqual([second]);
    expect(idsOf(await duplicatesOf(second))).toEqual([original]);
    // Deleting the newest brings the original back as the dashboard's row, with no copy left.
    const last = await t.gql<{ deleteVideo: { errors: PayloadError[] } }>(
      DELETE,
      { id: second },
      owner.token,
    );
    expect(last.data.deleteVideo.errors).toEqual([]);
    const row = (await dashboard()).find((candidate) => candidate.id === original);
    expect(row?.duplicates).toEqual([]);
  });

  it('reads a page of videos with their duplicates, and theirs, in as many statements whatever its length', async () => {
    const lister = await registerOwner(t, { organizationName: 'Duplicates pages' });
    await setPlan(t, lister.organizationId, SubscriptionPlan.UNLIMITED);
    /** A media with its original and one copy. */
    const copied = async (title: string) =>
      duplicate(await draft(lister.token, `${title}.mp4`), lister.token);
    const read = async () => {
      const rows = await dashboard(lister.token);
      return rows.map((row) => row.duplicates.length);
    };

    for (const title of ['One', 'Two']) await copied(title);
    expect(await read()).toEqual([1, 1]);
    const forTwo = await statementsDuring(t, read);

    for (const title of ['Three', 'Four', 'Five', 'Six']) await copied(title);
    expect(await read()).toEqual([1, 1, 1, 1, 1, 1]);
    const forSix = await statementsDuring(t, read);
    expect(forSix).toBe(forTwo);
  });
});
