/** What a player reports of a viewer's watching (docs/decisions.md, "Viewer analytics (issue 21)"). */
export enum PlayerEventType {
  /** Playback started (the play button, or autoplay that actually plays). */
  PLAY = 'PLAY',
  /** A range of the media the playhead went through while playing: the heartbeats. */
  WATCHED = 'WATCHED',
  /** The viewer moved the playhead. */
  SEEK = 'SEEK',
  /** Playback reached the end (of the video, or of the moment's range). */
  COMPLETE = 'COMPLETE',
  CTA_SHOWN = 'CTA_SHOWN',
  CTA_CLICKED = 'CTA_CLICKED',
  END_CARD_SHOWN = 'END_CARD_SHOWN',
  END_CARD_CLICKED = 'END_CARD_CLICKED',
  SHARE_CLICKED = 'SHARE_CLICKED',
}

/** Where a player plays: the public page, an embed on another site, a widget, a microsite or a playlist. */
export enum PlayerSurface {
  PAGE = 'PAGE',
  EMBED = 'EMBED',
  WIDGET = 'WIDGET',
  MICROSITE = 'MICROSITE',
  PLAYLIST = 'PLAYLIST',
}

export const PLAYER_SURFACE_LABELS: Record<PlayerSurface, string> = {
  [PlayerSurface.PAGE]: 'Public page',
  [PlayerSurface.EMBED]: 'Embed',
  [PlayerSurface.WIDGET]: 'Widget',
  [PlayerSurface.MICROSITE]: 'Microsite',
  [PlayerSurface.PLAYLIST]: 'Playlist',
};

/** The tables of analytics a CSV export holds, one a file. */
export enum AnalyticsReport {
  DAILY = 'daily',
  RETENTION = 'retention',
  CTAS = 'ctas',
  END_CARDS = 'end-cards',
  HOSTS = 'hosts',
  SURFACES = 'surfaces',
  TOP_VIDEOS = 'top-videos',
  TOP_MOMENTS = 'top-moments',
}

/** The reports of a video's or a moment's export, in the order the admin's menu lists them. */
export const CONTENT_ANALYTICS_REPORTS = [
  AnalyticsReport.DAILY,
  AnalyticsReport.RETENTION,
  AnalyticsReport.CTAS,
  AnalyticsReport.END_CARDS,
  AnalyticsReport.HOSTS,
] as const;
export type ContentAnalyticsReport = (typeof CONTENT_ANALYTICS_REPORTS)[number];

/** The reports of the organization's overview export: its tables, as the overview shows them. */
export const OVERVIEW_ANALYTICS_REPORTS = [
  AnalyticsReport.DAILY,
  AnalyticsReport.TOP_VIDEOS,
  AnalyticsReport.TOP_MOMENTS,
  AnalyticsReport.HOSTS,
  AnalyticsReport.SURFACES,
] as const;
export type OverviewAnalyticsReport = (typeof OVERVIEW_ANALYTICS_REPORTS)[number];
