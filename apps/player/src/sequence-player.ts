import { ContextMessages, type PlayerSurface, type PublicPlayerData } from '@framehouse/domain';
import { element, frameMessage } from '@framehouse/player-ui/dom';
import { announce, loadStart, playIn, prefetchPlaylists, session, shownPoster } from './loader-parts';
import type { MountedPlayer } from './player-api';
import { afterFinish, secondsLeft } from './sequence';

/** What a sequence needs to know of an item before its player data is read. */
export interface SequenceItem {
  title: string;
  /** Reads the item's player data (null: no longer public). */
  load(): Promise<PublicPlayerData | null>;
}

export interface SequenceOptions {
  host: Element;
  root: ShadowRoot;
  origin: string;
  /** Where the player goes (its poster frame is replaced on the first play). */
  stage: HTMLElement;
  /** Where "Up next" shows while the finished item's end card does. */
  upNextIn: HTMLElement;
  items: readonly SequenceItem[];
  autoplay: boolean;
  /** Where the items play, for their events (PLAYLIST, WIDGET). */
  surface: PlayerSurface;
  /** The data as played (the widget puts its own end card in). */
  prepare?(data: PublicPlayerData): PublicPlayerData;
  /** Item `index` starts playing. */
  onPlay?(index: number, data: PublicPlayerData): void;
  onFinished?(index: number, data: PublicPlayerData): void;
}

export interface Sequence {
  play(index: number): void;
  current(): number;
}

/**
 * The shared player playing items one after the other (a playlist's, a widget's moments): the first play
 * mounts the player on the stage, the next ones play in it. Each item's player data is read when it is
 * about to play (a moment holds to its range as in a single embed). When one finishes, the next starts by
 * itself (`afterFinish`: after the end card has shown for a while, with a countdown and Cancel; at once
 * without a card); Replay on the card cancels that.
 */
export function playInSequence(options: SequenceOptions): Sequence {
  const { host, root, origin, stage, upNextIn, items } = options;
  let current = 0;
  // The player, once the first play mounted it (or while it does: its first frame comes before it).
  let mounted: Promise<MountedPlayer> | undefined;
  let request = 0;
  let upNext: { cancel(): void } | undefined;
  // The item playing now: the player's callbacks, given once at mount, read it.
  let playing: PublicPlayerData | undefined;

  const cancelUpNext = () => {
    upNext?.cancel();
    upNext = undefined;
  };

  const showMessage = (text: string) => {
    void mounted?.then(
      (player) => player.unmount(),
      () => undefined,
    );
    mounted = undefined;
    playing = undefined;
    const frame = element('div', 'frame');
    frame.append(frameMessage(text));
    stage.replaceChildren(frame);
  };

  const finished = () => {
    const index = current;
    const data = playing;
    if (!data) return;
    options.onFinished?.(index, data);
    const next = afterFinish(index, items.length, {
      autoplay: options.autoplay,
      endCard: data.overlays.endCard !== null,
    });
    if (next.type === 'stop') return;
    if (next.delayMs === 0) return play(next.index);
    upNext = countdown(upNextIn, items[next.index].title, next.delayMs, () => play(next.index));
  };

  const play = (index: number) => {
    cancelUpNext();
    current = index;
    const asked = ++request;
    const item = items[index];
    if (!item) return;
    // The first frame's module loads while the item's data does.
    void loadStart(origin).catch(() => undefined);
    item
      .load()
      .then(async (found) => {
        if (asked !== request) return;
        if (!found) {
          showMessage(ContextMessages.mediaNotFound);
          return announce(host, 'error');
        }
        const data = options.prepare ? options.prepare(found) : found;
        const playlists = data.manifestUrl ? prefetchPlaylists(data.manifestUrl) : undefined;
        options.onPlay?.(index, data);
        playing = data;
        if (mounted) {
          const player = await mounted;
          if (asked !== request) return;
          player.play(data);
        } else {
          mounted = playIn(
            origin,
            (mount) => stage.replaceChildren(mount),
            {
              shadowRoot: root,
              data,
              origin,
              session: session(),
              surface: options.surface,
              poster: shownPoster(stage, host),
              playlists,
              onFinished: finished,
              onPlayingChange: (playing) => {
                if (playing) cancelUpNext();
              },
            },
            () => announce(host, 'started'),
          );
          await mounted;
        }
        announce(host, 'player');
      })
      .catch(() => {
        if (asked !== request) return;
        showMessage(ContextMessages.operationFailed);
        announce(host, 'error');
      });
  };
  return { play, current: () => current };
}

/** "Up next: {title} in 5 s", with Play now and Cancel; calls `then` when it reaches 0. */
function countdown(place: HTMLElement, title: string, delayMs: number, then: () => void): { cancel(): void } {
  const bar = element('div', 'up-next');
  bar.setAttribute('role', 'status');
  const text = element('span', '');
  const now = element('button', 'up-next-play', 'Play now');
  const cancel = element('button', 'up-next-cancel', 'Cancel');
  now.type = 'button';
  cancel.type = 'button';
  bar.append(text, now, cancel);
  place.prepend(bar);
  const startedAt = performance.now();
  const tick = () => {
    text.textContent = `Up next: ${title} in ${secondsLeft(delayMs, performance.now() - startedAt)} s`;
  };
  tick();
  const timer = setInterval(tick, 250);
  const due = setTimeout(() => {
    stop();
    then();
  }, delayMs);
  const stop = () => {
    clearInterval(timer);
    clearTimeout(due);
    bar.remove();
  };
  now.addEventListener('click', () => {
    stop();
    then();
  });
  cancel.addEventListener('click', stop);
  return { cancel: stop };
}
