import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What the areas built on playlists say about a change of one. Microsites (issue 17) show playlists and
 * import this module, which cannot import them back: they register here at start, and deletePlaylist asks
 * inside its transaction, with the playlist locked.
 */
export interface PlaylistHook {
  /** Whether the playlist is in use (a microsite shows it): then it cannot be deleted (PLAYLIST_IN_USE). */
  playlistInUse?(manager: EntityManager, playlistId: string): Promise<boolean>;
}

@Injectable()
export class PlaylistHooks {
  private readonly hooks: PlaylistHook[] = [];

  register(hook: PlaylistHook): void {
    this.hooks.push(hook);
  }

  async inUse(manager: EntityManager, playlistId: string): Promise<boolean> {
    for (const hook of this.hooks) {
      if (await hook.playlistInUse?.(manager, playlistId)) return true;
    }
    return false;
  }
}
