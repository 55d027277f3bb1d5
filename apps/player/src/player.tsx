import {
  PlayerEventType,
  PUBLIC_VIEWS_PATH,
  startSecondsOf,
  VIEW_PLAYBACK_THRESHOLD_MS,
  watchedMs,
  type PublicPlayerData,
} from '@framehouse/domain';
import {
  ShadowRootProviders,
  VideoPlayer,
  type VideoPlayerHandle,
  type ViewerEvent,
} from '@framehouse/player-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountedPlayer, MountOptions } from './player-api';
import { pageHost } from './player-beacon';
import { mediaMs, PlayerEventCollector, playedRanges } from './player-events';
import { startPlayerEvents } from './player-events-sender';
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
  surface,
  onFinished: finishedItem,
  onPlayingChange: playingChanged,
  started,
}: Omit<MountOptions, 'shadowRoot' | 'mount'>) {
  const player = useRef<VideoPlayerHandle>(null);
  const watched = useRef({ ms: 0, lastSeconds: 0, lastAt: 0, reported: false });
  // One collector per played item (the component is keyed per item). What the first frame's picture
  // played before this bundle loaded is counted from its `played` ranges, read here: the adoption tells
  // the callbacks below of its playing before any effect of this component runs.
  const [events] = useState(() => {
    const collector = new PlayerEventCollector();
    if (started) collector.seed(playedRanges(started.video.played));
    return collector;
  });
  const { kind, id } = data;
  useEffect(() => {
    const sender = startPlayerEvents(origin, { kind, id, session, surface, host: pageHost() }, events);
    return () => sender.stop();
  }, [events, kind, id, origin, session, surface]);

  // On the video's own page, an address with ?t= (a chapter's link, a search engine's key moment) starts
  // playback at that second; declared before the play below, so it seeks first.
  useEffect(() => {
    if (data.kind !== 'video' || `${location.origin}${location.pathname}` !== data.pageUrl) return;
    const at = startSecondsOf(location.search);
    if (at !== null) player.current?.seek(at);
  }, [data.kind, data.pageUrl]);

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
      events.time(mediaMs(seconds), now);
      const state = watched.current;
      state.ms += watchedMs(state.lastSeconds, seconds, now - state.lastAt);
      state.lastSeconds = seconds;
      state.lastAt = now;
      if (!state.reported && state.ms >= VIEW_PLAYBACK_THRESHOLD_MS) {
        state.reported = true;
        reportView(origin, data, session);
      }
    },
    [data, origin, session, events],
  );

  const onPlayingChange = useCallback(
    (playing: boolean) => {
      // Time spent paused is not playback: restart the clock when playing resumes.
      if (playing) watched.current.lastAt = performance.now();
      const at = player.current?.currentTime() ?? watched.current.lastSeconds;
      events.playingChanged(playing, mediaMs(at), performance.now());
      playingChanged?.(playing);
    },
    [playingChanged, events],
  );

  const onFinished = useCallback(() => {
    events.complete();
    finishedItem?.();
  }, [events, finishedItem]);

  const onViewerEvent = useCallback(
    (event: ViewerEvent) => {
      if (event.type === PlayerEventType.SEEK) events.seek(event.from, event.to);
      else events.overlay(event);
    },
    [events],
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
      chapters={data.chapters}
      chaptersUrl={data.chaptersUrl}
      startedPlayback={started}
      onViewerEvent={onViewerEvent}
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
