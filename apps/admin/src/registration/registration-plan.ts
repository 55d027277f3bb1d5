import {
  DEFAULT_SUBSCRIPTION_PLAN,
  REGISTRATION_ROUTE_PLANS,
  type SubscriptionPlan,
} from '@framehouse/domain';

/** The plan a registration route asks for; a trailing slash names the same route. */
export function registrationPlanFor(pathname: string): SubscriptionPlan {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return REGISTRATION_ROUTE_PLANS[route] ?? DEFAULT_SUBSCRIPTION_PLAN;
}
