import { ErrorCode, OrganizationRole, ToggleAction } from '@framehouse/domain';
import { errorCode, type PayloadError } from '../support/fixtures';
import { ERRORS, INVITE, addMember, registerOwner, type Member, type Owner } from '../support/flows';
import type { GraphQLResponse } from '../support/test-app';
import { startTestApp, type TestApp } from '../support/test-app';

const MEMBERS = `query Members($id: ID, $isActive: Boolean, $isVerified: Boolean, $role: OrganizationRole, $search: String,
  $orderBy: String, $page: Int, $pageSize: Int) {
  organizationMembers(id: $id, isActive: $isActive, isVerified: $isVerified, role: $role, search: $search,
    orderBy: $orderBy, page: $page, pageSize: $pageSize) {
    nodes { id name email avatarUrl dateJoined role isActive isVerified }
    totalCount
    pageInfo { hasNextPage hasPreviousPage totalPages pageNumber pageSize }
  }
}`;

interface MemberNode {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  dateJoined: string;
  role: OrganizationRole;
  isActive: boolean;
  isVerified: boolean;
}

interface MembersResult {
  organizationMembers: {
    nodes: MemberNode[];
    totalCount: number;
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      totalPages: number;
      pageNumber: number;
      pageSize: number;
    };
  } | null;
}

interface MembersArgs {
  id?: string;
  isActive?: boolean;
  isVerified?: boolean;
  role?: OrganizationRole;
  search?: string;
  orderBy?: string;
  page?: number;
  pageSize?: number;
}

/** Invitations that were never accepted: unverified, nameless, video editors by default. */
const PENDING_INVITATIONS = 27;

describe('organizationMembers', () => {
  let t: TestApp;
  let owner: Owner;
  let admin: Member;
  let curator: Member;
  let editor: Member;
  let invited: string[];
  let other: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t, { name: 'Olivia Owner' });
    admin = await addMember(t, owner, OrganizationRole.ORG_ADMIN, undefined, 'Adam Admin');
    curator = await addMember(t, owner, OrganizationRole.CURATOR, undefined, 'Cora Curator');
    editor = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR, undefined, 'Zed Editor');
    const disabled = await t.gql<{ toggleOrganizationMemberAccount: { errors: PayloadError[] } }>(
      `mutation($id: ID!) { toggleOrganizationMemberAccount(id: $id, action: ${ToggleAction.DISABLE}) { ${ERRORS} } }`,
      { id: editor.id },
      owner.token,
    );
    expect(disabled.data.toggleOrganizationMemberAccount.errors).toEqual([]);
    // Sent together: each mail costs the SMTP catcher's 100 ms greeting delay, and concurrent invitations
    // are worth exercising anyway.
    const run = Date.now().toString(36);
    invited = Array.from(
      { length: PENDING_INVITATIONS },
      (_, n) => `pending.${String(n + 1).padStart(2, '0')}.${run}@invited.example.com`,
    );
    const responses = await Promise.all(
      invited.map((email) =>
        t.gql<{ inviteOrganizationMember: { errors: PayloadError[] } }>(INVITE, { email }, owner.token),
      ),
    );
    for (const response of responses) expect(response.data.inviteOrganizationMember.errors).toEqual([]);
    // Another organization's members never show up.
    other = await registerOwner(t, { name: 'Cora Elsewhere' });
    await t.gql(INVITE, { email: 'pending.99@invited.example.com' }, other.token);
  });
  afterAll(() => t.close());

  const TOTAL = 4 + PENDING_INVITATIONS;
  const list = (args: MembersArgs = {}, token = owner.token) =>
    t.gql<MembersResult>(MEMBERS, { ...args }, token);
  const page = async (args: MembersArgs = {}, token = owner.token) => {
    const response = await list(args, token);
    expect(response.errors).toBeUndefined();
    const connection = response.data.organizationMembers;
    if (!connection) throw new Error('no connection');
    return connection;
  };
  const names = (nodes: MemberNode[]) => nodes.map((node) => node.name);
  const expectValidationError = (response: GraphQLResponse<MembersResult>, message: string) => {
    expect(response.status).toBe(200);
    expect(response.data).toBeNull();
    expect(errorCode(response)).toBe(ErrorCode.VALIDATION_ERROR);
    expect(response.errors?.[0]?.message).toBe(message);
  };

  describe('paging', () => {
    it('defaults to page 1 of 50, newest first', async () => {
      const connection = await page();
      expect(connection.totalCount).toBe(TOTAL);
      expect(connection.nodes).toHaveLength(TOTAL);
      expect(connection.pageInfo).toEqual({
        hasNextPage: false,
        hasPreviousPage: false,
        totalPages: 1,
        pageNumber: 1,
        pageSize: 50,
      });
      const joined = connection.nodes.map((node) => new Date(node.dateJoined).getTime());
      expect(joined).toEqual([...joined].sort((a, b) => b - a));
      expect(connection.nodes.slice(0, PENDING_INVITATIONS).every((node) => !node.isVerified)).toBe(true);
      expect(connection.nodes.slice(-4).map((node) => node.id)).toEqual([
        editor.id,
        curator.id,
        admin.id,
        owner.userId,
      ]);
    });

    it('splits into pages of 25 that neither overlap nor skip', async () => {
      const first = await page({ pageSize: 25 });
      const second = await page({ pageSize: 25, page: 2 });
      expect(first.pageInfo).toEqual({
        hasNextPage: true,
        hasPreviousPage: false,
        totalPages: 2,
        pageNumber: 1,
        pageSize: 25,
      });
      expect(second.pageInfo).toEqual({
        hasNextPage: false,
        hasPreviousPage: true,
        totalPages: 2,
        pageNumber: 2,
        pageSize: 25,
      });
      expect(first.nodes).toHaveLength(25);
      expect(second.nodes).toHaveLength(TOTAL - 25);
      expect(first.totalCount).toBe(TOTAL);
      expect(second.totalCount).toBe(TOTAL);
      const ids = [...first.nodes, ...second.nodes].map((node) => node.id);
      expect(new Set(ids).size).toBe(TOTAL);
      expect(ids).toEqual((await page({ pageSize: 100 })).nodes.map((node) => node.id));
    });

    it('answers an empty page past the end, as asked', async () => {
      const connection = await page({ pageSize: 100, page: 3 });
      expect(connection.nodes).toEqual([]);
      expect(connection.totalCount).toBe(TOTAL);
      expect(connection.pageInfo).toEqual({
        hasNextPage: false,
        hasPreviousPage: true,
        totalPages: 1,
        pageNumber: 3,
        pageSize: 100,
      });
    });

    it('refuses a page size other than 25, 50 or 100, and a page below 1, with VALIDATION_ERROR', async () => {
      for (const pageSize of [10, 0, -25, 1000]) {
        expectValidationError(await list({ pageSize }), 'Page size must be one of 25, 50, 100.');
      }
      for (const pageNumber of [0, -1]) {
        expectValidationError(await list({ page: pageNumber }), 'Page must be 1 or greater.');
      }
    });
  });

  describe('ordering', () => {
    it('orders by name and -name', async () => {
      expect(names((await page({ isVerified: true, orderBy: 'name' })).nodes)).toEqual([
        'Adam Admin',
        'Cora Curator',
        'Olivia Owner',
        'Zed Editor',
      ]);
      expect(names((await page({ isVerified: true, orderBy: '-name' })).nodes)).toEqual([
        'Zed Editor',
        'Olivia Owner',
        'Cora Curator',
        'Adam Admin',
      ]);
    });

    it('orders by -dateJoined by default and by dateJoined on request', async () => {
      const byDefault = (await page({ pageSize: 100 })).nodes.map((node) => node.id);
      expect((await page({ pageSize: 100, orderBy: '-dateJoined' })).nodes.map((node) => node.id)).toEqual(
        byDefault,
      );
      expect((await page({ pageSize: 100, orderBy: 'dateJoined' })).nodes.map((node) => node.id)).toEqual(
        [...byDefault].reverse(),
      );
    });

    it('refuses an unknown field with VALIDATION_ERROR', async () => {
      for (const orderBy of ['password', 'passwordHash', '--name', '-', 'name; DROP TABLE users']) {
        const response = await list({ orderBy });
        expect(response.data).toBeNull();
        expect(errorCode(response)).toBe(ErrorCode.VALIDATION_ERROR);
      }
    });
  });

  describe('filters', () => {
    it('filters by id', async () => {
      const connection = await page({ id: curator.id });
      expect(connection.totalCount).toBe(1);
      expect(connection.nodes).toEqual([
        {
          id: curator.id,
          name: 'Cora Curator',
          email: curator.email,
          avatarUrl: null,
          dateJoined: expect.any(String),
          role: OrganizationRole.CURATOR,
          isActive: true,
          isVerified: true,
        },
      ]);
      for (const id of ['not-a-uuid', other.userId]) {
        const none = await page({ id });
        expect(none.nodes).toEqual([]);
        expect(none.totalCount).toBe(0);
      }
    });

    it('filters by isActive', async () => {
      const inactive = await page({ isActive: false });
      expect(inactive.nodes.map((node) => node.id)).toEqual([editor.id]);
      expect((await page({ isActive: true })).totalCount).toBe(TOTAL - 1);
    });

    it('filters by isVerified', async () => {
      const verified = await page({ isVerified: true });
      expect(new Set(verified.nodes.map((node) => node.id))).toEqual(
        new Set([owner.userId, admin.id, curator.id, editor.id]),
      );
      const unverified = await page({ isVerified: false, pageSize: 100 });
      expect(unverified.nodes.map((node) => node.email).sort()).toEqual([...invited].sort());
      expect(
        unverified.nodes.every((node) => node.name === '' && node.role === OrganizationRole.VIDEO_EDITOR),
      ).toBe(true);
    });

    it('filters by role', async () => {
      expect((await page({ role: OrganizationRole.ORG_OWNER })).nodes.map((node) => node.id)).toEqual([
        owner.userId,
      ]);
      expect((await page({ role: OrganizationRole.ORG_ADMIN })).nodes.map((node) => node.id)).toEqual([
        admin.id,
      ]);
      expect((await page({ role: OrganizationRole.CURATOR })).nodes.map((node) => node.id)).toEqual([
        curator.id,
      ]);
      expect((await page({ role: OrganizationRole.VIDEO_EDITOR })).totalCount).toBe(1 + PENDING_INVITATIONS);
    });

    it('searches names and emails, case-insensitively, in the organization only', async () => {
      expect((await page({ search: '  cORA ' })).nodes.map((node) => node.id)).toEqual([curator.id]);
      expect((await page({ search: curator.email.toUpperCase() })).nodes.map((node) => node.id)).toEqual([
        curator.id,
      ]);
      expect((await page({ search: 'invited.example' })).totalCount).toBe(PENDING_INVITATIONS);
      expect((await page({ search: 'pending.07.' })).nodes.map((node) => node.email)).toEqual([invited[6]]);
      expect((await page({ search: 'nobody-has-this' })).totalCount).toBe(0);
    });

    it('matches % and _ literally in a search', async () => {
      expect((await page({ search: '%' })).totalCount).toBe(0);
      expect((await page({ search: '_' })).totalCount).toBe(0);
      expect((await page({ search: '\\' })).totalCount).toBe(0);
    });

    it('combines filters, search, ordering and paging', async () => {
      const connection = await page({
        isVerified: false,
        search: 'pending.1',
        orderBy: 'email',
        pageSize: 25,
      });
      expect(connection.nodes.map((node) => node.email)).toEqual(
        invited.filter((email) => email.startsWith('pending.1')).sort(),
      );
      expect(connection.totalCount).toBe(10);
    });
  });

  it('is open to an admin and refused to a curator with PERMISSIONS_ERROR', async () => {
    expect((await page({}, admin.token)).totalCount).toBe(TOTAL);
    const refused = await list({}, curator.token);
    expect(refused.data).toBeNull();
    expect(errorCode(refused)).toBe(ErrorCode.PERMISSIONS_ERROR);
    expect(refused.errors?.[0]?.message).toBe("You don't have permissions to perform this action.");
  });
});
