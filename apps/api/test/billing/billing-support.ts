import type { LimitKind, SubscriptionPlan, SubscriptionStatus } from '@framehouse/domain';
import type { PayloadError } from '../support/fixtures';
import { ACCEPT_ALL, ERRORS, mailedToken, PASSWORD, REGISTER, uniqueEmail } from '../support/flows';
import type { TestApp } from '../support/test-app';

/** createOrganization as the verify page sends it, with the checkout's return addresses. */
export const CREATE_PAID_ORGANIZATION = `mutation Create($token: String!, $name: String, $paymentSession: PaymentSessionInput) {
  createOrganization(token: $token, organization: { name: $name }, paymentSession: $paymentSession) {
    organization { id name subscription { plan status } }
    paymentSession { id stripePaymentSessionId url }
    ${ERRORS}
  }
}`;

export interface PaymentSessionResult {
  paymentSession: { id: string; stripePaymentSessionId: string; url: string } | null;
  errors: PayloadError[];
}

export interface CreatePaidOrganizationResult {
  createOrganization: PaymentSessionResult & {
    organization: { id: string; name: string; subscription: { plan: string; status: string } } | null;
  };
}

const PLAN = `query { me { permissions organization { id subscription {
  plan status endsAt cost currency paymentFailed paymentsEnabled billingPortalAvailable
  limitsUsage { limit { limit period value } value }
} } } }`;

/** What the Payment Plan tab reads, with the member's permissions. */
export interface PlanView {
  permissions: string[];
  organization: {
    id: string;
    subscription: {
      plan: SubscriptionPlan;
      status: SubscriptionStatus;
      endsAt: string | null;
      cost: number | null;
      currency: string;
      paymentFailed: boolean;
      paymentsEnabled: boolean;
      billingPortalAvailable: boolean;
      limitsUsage: Array<{ limit: { limit: LimitKind; period: string; value: number }; value: number }>;
    };
  };
}

export async function planOf(t: TestApp, token: string): Promise<PlanView> {
  return (await t.gql<{ me: PlanView }>(PLAN, {}, token)).data.me;
}

/** A registration of `plan` up to the token of its mailed link. */
export async function registeredFor(
  t: TestApp,
  plan: SubscriptionPlan,
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('payer');
  const response = await t.gql<{ registerOrganizationOwner: { errors: PayloadError[] } }>(REGISTER, {
    user: { name: 'Paula Payer', email, password: PASSWORD },
    legal: ACCEPT_ALL,
    plan,
  });
  expect(response.data.registerOrganizationOwner.errors).toEqual([]);
  return { email, token: await mailedToken(t, email) };
}
