import { Permission } from '@framehouse/domain';
import { isEntryCurrent, navigationEntriesFor } from './navigation-items';

const labels = (permissions: readonly string[] | undefined) =>
  navigationEntriesFor(permissions, 'https://help.example.com').map((entry) => entry.label);

describe('navigationEntriesFor', () => {
  it('shows only Settings and Help without permissions, and while they load', () => {
    expect(labels([])).toEqual(['Settings', 'Help']);
    expect(labels(undefined)).toEqual(['Settings', 'Help']);
  });

  it('adds each entry with its permission, in the spec order', () => {
    expect(labels([Permission.MANAGE_ORGANIZATION, Permission.VIEW_VIDEO_DASHBOARD])).toEqual([
      'Videos',
      'Analytics',
      'Organization',
      'Settings',
      'Help',
    ]);
  });

  it('opens an external Help link in a new tab and keeps an in-app one in the app', () => {
    expect(navigationEntriesFor([], 'https://help.example.com').at(-1)?.external).toBe(true);
    expect(navigationEntriesFor([], '/help').at(-1)?.external).toBe(false);
  });
});

describe('isEntryCurrent', () => {
  const [videos] = navigationEntriesFor([Permission.VIEW_VIDEO_DASHBOARD], '/help');
  const settings = navigationEntriesFor([], '/help')[0];

  it('marks Videos on the root, the dashboard and its tabs', () => {
    for (const path of ['/', '/dashboard', '/dashboard/videos', '/dashboard/moments']) {
      expect(isEntryCurrent(videos, path)).toBe(true);
    }
    expect(isEntryCurrent(videos, '/settings')).toBe(false);
  });

  it('marks an entry below its path but not on a longer name', () => {
    expect(isEntryCurrent(settings, '/settings/password')).toBe(true);
    expect(isEntryCurrent(settings, '/settingsx')).toBe(false);
  });
});
