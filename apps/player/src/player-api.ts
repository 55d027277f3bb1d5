import type { PublicPlayerData } from '@framehouse/domain';

/** What the loader hands the player bundle when the viewer plays. */
export interface MountOptions {
  /** The placeholder's shadow root: the player's styles go here. */
  shadowRoot: ShadowRoot;
  /** The element inside it the player renders into (and its menus open in). */
  mount: HTMLElement;
  data: PublicPlayerData;
  /** The Framehouse origin the loader came from: views are reported there. */
  origin: string;
  /** The viewer session a view is counted under. */
  session: string;
}

/** The player bundle's module (`/player/player.js`). */
export interface PlayerModule {
  mountPlayer(options: MountOptions): void;
}
