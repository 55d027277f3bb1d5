import { OrganizationRole, SubscriptionPlan } from '@framehouse/domain';
import type { TestApp } from './test-app';

export const PASSWORD = 'correct-Horse-battery-9';

export const ERRORS = 'errors { field messages name }';

export const REGISTER = `mutation Register($user: CreateOwnerInput!, $legal: LegalAgreementsInput!, $plan: SubscriptionPlan!) {
  registerOrganizationOwner(user: $user, legalAgreements: $legal, subscriptionPlan: $plan) { user { id email name } ${ERRORS} }
}`;

export const CREATE_ORGANIZATION = `mutation Create($token: String!, $name: String) {
  createOrganization(token: $token, organization: { name: $name }) {
    organization { id name ownerId subscription { plan status endsAt } widgetApiKey { key } }
    paymentSession { id stripePaymentSessionId }
    ${ERRORS}
  }
}`;

export const TOKEN_AUTH = `mutation Login($email: String!, $password: String!, $organizationName: String, $organizationId: ID) {
  tokenAuth(email: $email, password: $password, organizationName: $organizationName, organizationId: $organizationId) { token ${ERRORS} }
}`;

export const ME = `query { me { id name email avatarUrl dateJoined permissions organization { id name logoUrl ownerId isMonetizationEnabled widgetApiKey { key } subscription { id plan status cost endsAt } } } }`;

export const INVITE = `mutation Invite($email: String!, $role: OrganizationRole) {
  inviteOrganizationMember(email: $email, role: $role) { member { id email role isActive isVerified } ${ERRORS} }
}`;

export const VERIFY_MEMBER = `mutation Verify($token: String!, $user: VerifyMemberInput!, $legal: LegalAgreementsInput!) {
  verifyOrganizationMemberAccount(token: $token, user: $user, legalAgreements: $legal) { authToken ${ERRORS} }
}`;

export const ACCEPT_ALL = { acceptsPrivacyPolicy: true, acceptsTermsOfUse: true };

let counter = 0;
/** A unique address per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** The `id` query parameter of the newest mailed link to an address. */
export async function mailedToken(t: TestApp, email: string): Promise<string> {
  const mail = await t.mail.latest(email);
  const link = mail.links.find((candidate) => candidate.startsWith(t.url));
  if (!link) throw new Error(`No link in mail to ${email}: ${mail.text}`);
  return new URL(link).searchParams.get('id') ?? '';
}

export interface Owner {
  email: string;
  password: string;
  token: string;
  userId: string;
  organizationId: string;
  organizationName: string;
}

/** Registration → mailed link → organization → login, as a new owner does it. */
export async function registerOwner(
  t: TestApp,
  options: { email?: string; organizationName?: string; plan?: SubscriptionPlan; name?: string } = {},
): Promise<Owner> {
  const email = options.email ?? uniqueEmail('owner');
  const organizationName = options.organizationName ?? `Org ${email}`;
  const registered = await t.gql<{ registerOrganizationOwner: { errors: unknown[]; user: { id: string } } }>(
    REGISTER,
    {
      user: { name: options.name ?? 'Olivia Owner', email, password: PASSWORD },
      legal: ACCEPT_ALL,
      plan: options.plan ?? SubscriptionPlan.TRIAL,
    },
  );
  expect(registered.data.registerOrganizationOwner.errors).toEqual([]);
  const created = await t.gql<{ createOrganization: { errors: unknown[]; organization: { id: string } } }>(
    CREATE_ORGANIZATION,
    { token: await mailedToken(t, email), name: organizationName },
  );
  expect(created.data.createOrganization.errors).toEqual([]);
  return {
    email,
    password: PASSWORD,
    token: await login(t, email, PASSWORD),
    userId: registered.data.registerOrganizationOwner.user.id,
    organizationId: created.data.createOrganization.organization.id,
    organizationName,
  };
}

export async function login(
  t: TestApp,
  email: string,
  password: string,
  organizationName?: string,
): Promise<string> {
  const response = await t.gql<{ tokenAuth: { token: string | null; errors: unknown[] } }>(TOKEN_AUTH, {
    email,
    password,
    organizationName,
  });
  expect(response.data.tokenAuth.errors).toEqual([]);
  return response.data.tokenAuth.token ?? '';
}

export interface Member {
  email: string;
  id: string;
  token: string;
}

/** An invited member who opened the link and created the account. */
export async function addMember(
  t: TestApp,
  owner: Pick<Owner, 'token'>,
  role: OrganizationRole,
  email = uniqueEmail('member'),
  name = 'Mia Member',
): Promise<Member> {
  const invited = await t.gql<{ inviteOrganizationMember: { member: { id: string }; errors: unknown[] } }>(
    INVITE,
    { email, role },
    owner.token,
  );
  expect(invited.data.inviteOrganizationMember.errors).toEqual([]);
  const verified = await t.gql<{ verifyOrganizationMemberAccount: { authToken: string; errors: unknown[] } }>(
    VERIFY_MEMBER,
    {
      token: await mailedToken(t, email),
      user: { name, password: PASSWORD },
      legal: ACCEPT_ALL,
    },
  );
  expect(verified.data.verifyOrganizationMemberAccount.errors).toEqual([]);
  return {
    email,
    id: invited.data.inviteOrganizationMember.member.id,
    token: verified.data.verifyOrganizationMemberAccount.authToken,
  };
}
