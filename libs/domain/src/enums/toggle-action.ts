/** The action of every toggle call: members, moments, objects, videos, promoted content. */
export enum ToggleAction {
  ENABLE = 'ENABLE',
  DISABLE = 'DISABLE',
}

/** toggleOrganizationMemberAccount's action: the same two values. */
export const MemberToggleAction = ToggleAction;
export type MemberToggleAction = ToggleAction;

/** A selected item is offered Disable when it is visible and Enable when it is not. */
export function toggleActionFor(visible: boolean): ToggleAction {
  return visible ? ToggleAction.DISABLE : ToggleAction.ENABLE;
}
