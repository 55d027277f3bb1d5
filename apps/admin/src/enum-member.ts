import type { ToggleAction } from '@framehouse/domain';
import { MemberToggleAction } from '@framehouse/sdk';

/**
 * The SDK generates its own TypeScript enums from the schema and the domain declares the same ones; the
 * values are the same strings, the types are not. This finds the member of `enumObject` with that value.
 */
export function enumMember<E extends string>(
  enumObject: Record<string, E>,
  value: string | null | undefined,
): E | undefined {
  return Object.values(enumObject).find((member) => member === value);
}

/** A toggle of the domain (ENABLE or DISABLE) as the SDK's enum of the same values. */
export function memberToggleAction(action: ToggleAction): MemberToggleAction {
  return enumMember(MemberToggleAction, action) ?? MemberToggleAction.Disable;
}
