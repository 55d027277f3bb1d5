import { hasPermissions, Permission } from '@framehouse/domain';

export const PRODUCT_NAME = 'Framehouse';
export const CREATOR_SUITE_NAME = 'Framehouse Creator Suite';

/** The browser title: the creator-suite name for users who may view the video dashboard (spec §1). */
export function productTitle(permissions: readonly string[] | null | undefined): string {
  return hasPermissions(permissions, [Permission.VIEW_VIDEO_DASHBOARD]) ? CREATOR_SUITE_NAME : PRODUCT_NAME;
}
