import {
  PUBLIC_VIEWS_PATH,
  VIEW_PLAYBACK_THRESHOLD_MS,
  watchedMs,
  type PublicPlayerData,
} from '@framehouse/domain';
import { ShadowRootProviders, VideoPlayer, type VideoPlayerHandle } from '@framehouse/player-ui';
import { useCallback, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountedPlayer, MountOptions } from './player-api';
// hls.js comes from the first frame's entry, so that entry's one file carries it (and the picture needs
// nothing else); a player mounted without a first frame (a preroll) loads that file too.
import './start';

/** Reports the view once; a failed report is not retried (a view is not worth a viewer's bandwidth). */
function reportView(origin: string, data: PublicPlayerData, session: string): void {
  const body = JSON.stringify({ [data.kind === 'moment' ? 'momentId' : 'videoId']: data.id, session });
  void fetch(`${origin}${PUBLIC_VIEWS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

function EmbeddedPlayer({
  data,
  origin,
  session,
  onFinished,
  onPlayingChange: playingChanged,
  started,
}: Omit<MountOptions, 'shadowRoot' | 'mount'>) {
  const player = useRef<VideoPlayerHandle>(null);
  const watched = useRef({ ms: 0, lastSeconds: 0, lastAt: 0, reported: false });

  // The viewer pressed play on the poster: play at once (a moment from its start; the player holds it to
  // its range and shows that range on its seek bar). A picture adopted from the first frame already does.
  useEffect(() => {
    if (started) return;
    if (data.range) player.current?.seek(data.range.startMs / 1000);
    player.current?.play();
  }, [data.range, started]);

  const onTimeChange = useCallback(
    (seconds: number) => {
      const now = performance.now();
      const state = watched.current;
      state.ms += watchedMs(state.lastSeconds, seconds, now - state.lastAt);
      state.lastSeconds = seconds;
      state.lastAt = now;
      if (!state.reported && state.ms >= VIEW_PLAYBACK_THRESHOLD_MS) {
        state.reported = true;
        reportView(origin, data, session);
      }
    },
    [data, origin, session],
  );

  const onPlayingChange = useCallback(
    (playing: boolean) => {
      // Time spent paused is not playback: restart the clock when playing resumes.
      if (playing) watched.current.lastAt = performance.now();
      playingChanged?.(playing);
    },
    [playingChanged],
  );

  if (!data.manifestUrl) return null;
  return (
    <VideoPlayer
      ref={player}
      src={data.manifestUrl}
      sourceKey={data.videoId}
      poster={data.posterUrl ?? undefined}
      title={data.title}
      onTimeChange={onTimeChange}
      onPlayingChange={onPlayingChange}
      onFinished={onFinished}
      storyboardUrl={data.storyboardUrl}
      orgLogoUrl={data.orgLogoUrl}
      orgLogoEnabled={data.orgLogoEnabled}
      orgLogoPosition={data.orgLogoPosition}
      promotedObjects={data.promotedObjects}
      promotedContentSettings={data.promotedContentSettings}
      ads={data.ads}
      overlays={data.overlays}
      publicBaseUrl={origin}
      range={data.range}
      startedPlayback={started}
    />
  );
}

/**
 * Renders the shared player into the placeholder's shadow root, styles and menus included. A playlist or a
 * widget plays its next item with `play`: a fresh player (its own view count, end card and range), in the
 * same place.
 */
export function mountPlayer({ shadowRoot, mount, started, ...options }: MountOptions): MountedPlayer {
  // React empties its container on its first render: beside a picture already playing in `mount` it gets
  // one of its own, and the player moves that picture in.
  const root = createRoot(started ? mount.appendChild(document.createElement('div')) : mount);
  let played = 0;
  const render = (data: MountOptions['data'], adopted?: MountOptions['started']) => {
    played += 1;
    root.render(
      <ShadowRootProviders styleContainer={shadowRoot} portalContainer={mount}>
        <EmbeddedPlayer key={played} {...options} data={data} started={adopted} />
      </ShadowRootProviders>,
    );
  };
  render(options.data, started);
  return { play: (data) => render(data), unmount: () => root.unmount() };
}
