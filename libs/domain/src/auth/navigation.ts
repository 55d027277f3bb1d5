import { Permission } from './permission';

export interface NavigationEntry {
  label: string;
  path: string;
  /** Undefined: always shown (Settings, Help). */
  permission?: Permission;
  /** Paths that also mark the entry as current. */
  matches?: readonly string[];
  /** Opens in a new tab (links not starting with a slash). */
  external?: boolean;
}

/** The left navigation, top to bottom; each entry appears only with its permission. */
export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  {
    label: 'Videos',
    path: '/dashboard/videos',
    permission: Permission.VIEW_VIDEO_DASHBOARD,
    matches: ['/', '/dashboard', '/dashboard/videos', '/dashboard/moments'],
  },
  // Viewer analytics (issue 21): the organization's overview; a video's own is a tab of its editor.
  { label: 'Analytics', path: '/analytics', permission: Permission.VIEW_VIDEO_DASHBOARD },
  { label: 'D2C', path: '/d2c', permission: Permission.VIEW_D2C_DASHBOARD },
  { label: 'Widget', path: '/widget', permission: Permission.VIEW_CAROUSEL },
  { label: 'Playlists', path: '/playlists', permission: Permission.VIEW_PLAYLIST },
  { label: 'Microsite', path: '/microsite', permission: Permission.VIEW_MICROSITE },
  { label: 'Organization', path: '/organization', permission: Permission.MANAGE_ORGANIZATION },
  {
    label: 'Overlays',
    path: '/overlays',
    permission: Permission.VIEW_END_CARD,
    // Its editors (overlays-distribution §2) keep the entry current.
    matches: ['/end-card', '/cta'],
  },
  { label: 'Settings', path: '/settings' },
];

export function visibleNavigationEntries(granted: readonly string[] | null | undefined): NavigationEntry[] {
  return NAVIGATION_ENTRIES.filter(
    (entry) => entry.permission === undefined || (granted ?? []).includes(entry.permission),
  );
}
