import { ContentAnalyticsView } from './ContentAnalytics';

/** The video editor's Analytics tab (issue 21 item 3): the video's own players' figures. */
export function VideoAnalyticsTab({ videoId }: { videoId: string }) {
  return <ContentAnalyticsView subject={{ kind: 'video', id: videoId }} />;
}
