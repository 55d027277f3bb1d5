import { visibleNavigationEntries, type NavigationEntry } from '@framehouse/domain';

/** Links starting with a slash are in-app; any other opens in a new tab (spec §2). */
export function isExternalLink(path: string): boolean {
  return !path.startsWith('/');
}

/** The entries the permissions allow, then Help, which is always there and points at `helpUrl`. */
export function navigationEntriesFor(
  permissions: readonly string[] | undefined,
  helpUrl: string,
): NavigationEntry[] {
  return [
    ...visibleNavigationEntries(permissions),
    { label: 'Help', path: helpUrl, external: isExternalLink(helpUrl) },
  ];
}

/** An entry is current on its own path, below it, or on one of the paths it also matches. */
export function isEntryCurrent(entry: NavigationEntry, pathname: string): boolean {
  return [entry.path, ...(entry.matches ?? [])].some((path) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
  );
}
