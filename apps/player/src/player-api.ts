import type { PlayerSurface, PublicPlayerData } from '@framehouse/domain';
import type { StartedPlayback, StartOptions } from '@framehouse/player-ui/start';

/** What the loader hands the player bundle when the viewer plays. */
export interface MountOptions {
  /** The placeholder's shadow root: the player's styles go here. */
  shadowRoot: ShadowRoot;
  /** The element inside it the player renders into (and its menus open in). */
  mount: HTMLElement;
  data: PublicPlayerData;
  /** The Framehouse origin the loader came from: views are reported there. */
  origin: string;
  /** The viewer session a view is counted under, and its player events sent with. */
  session: string;
  /** Where the player plays, for its events: the public page, an embed, a widget, a microsite, a playlist. */
  surface: PlayerSurface;
  /** The item (a moment's range, a video) finished, after its postroll: its end card, if any, shows now. */
  onFinished?(): void;
  /** Playback started or stopped (Replay on the end card starts it again). */
  onPlayingChange?(playing: boolean): void;
  /** The picture already playing in `mount` (the first frame's module): the player adopts it instead of starting its own. */
  started?: StartedPlayback;
}

/** A mounted player: a playlist or a widget plays its next item in it. */
export interface MountedPlayer {
  /** Plays another item in the same place, from its start, with the same callbacks. */
  play(data: PublicPlayerData): void;
  /** Stops and removes it (an item that is no longer public takes its place). */
  unmount(): void;
}

/** The player bundle's module (`/player/chunks/player-[hash].js`). */
export interface PlayerModule {
  mountPlayer(options: MountOptions): MountedPlayer;
}

/** The first frame's module (`/player/chunks/start-[hash].js`): a `<video>` and hls.js, before the player. */
export interface StartModule {
  startPlayback(options: StartOptions): StartedPlayback;
  firstFrame(started: StartedPlayback): Promise<void>;
}
