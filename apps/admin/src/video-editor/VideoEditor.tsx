import { Permission, VideoOrigin, VideoStatus } from '@framehouse/domain';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Loading } from 'react-admin';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { enumMember } from '../enum-member';
import { useHasPermissions } from '../hooks/current-user';
import { ObjectsTab } from '../objects/ObjectsTab';
import { CaptionsSection } from '../transcripts/CaptionsSection';
import { VideoOverlaysSection } from '../video-overlays/VideoOverlaysSection';
import { isPending, videoStatusOf } from '../videos/video-polling';
import type { VideoDetails } from '../videos/video-record';
import { ChaptersSection } from './ChaptersSection';
import { EditorHeader } from './EditorHeader';
import { keepsEditorPanel } from './leave-prompt';
import { LogoSection } from './LogoSection';
import { MetadataSection } from './MetadataSection';
import { ProcessingFailed } from './ProcessingFailed';
import { TagsSection } from './TagsSection';
import { ThumbnailsSection } from './ThumbnailsSection';
import { useVideoEditorForm } from './use-video-editor-form';
import { editableFields } from './video-editor-form';
import { VideoCopiesSection } from './VideoCopiesSection';
import { useLeaveHold, useReportVideoStatus } from './VideoLeaveGuard';
import { VideoLinksSection } from './VideoLinksSection';
import { VideoTab } from './VideoTab';

// The charts library comes with the Analytics tab only.
const VideoAnalyticsTab = lazy(() =>
  import('../analytics/VideoAnalyticsTab').then(({ VideoAnalyticsTab }) => ({ default: VideoAnalyticsTab })),
);

interface VideoEditorProps {
  video: VideoDetails;
  reload: () => Promise<unknown>;
}

/**
 * The video editor (spec §2): the header, the side panel (details, tags and categories, thumbnails,
 * captions, chapters, logo, end card and CTAs, promo cards and monetization links) and the main area with its Video,
 * Objects and Analytics tabs (the last with VIEW_VIDEO_DASHBOARD and VIEW_VIDEO, as its query needs).
 * Fields are read-only without CHANGE_VIDEO or where the video's status and origin do not allow them.
 */
export function VideoEditor({ video, reload }: VideoEditorProps) {
  const status = videoStatusOf(video.status);
  const origin = enumMember(VideoOrigin, video.origin);
  const canChangeVideo = useHasPermissions(Permission.CHANGE_VIDEO);
  const canViewCaptions = useHasPermissions(Permission.VIEW_VIDEO_CAPTION);
  const canViewObjects = useHasPermissions(Permission.VIEW_OBJECT);
  const canViewMoments = useHasPermissions(Permission.VIEW_MOMENT);
  const canViewAnalytics = useHasPermissions(Permission.VIEW_VIDEO_DASHBOARD, Permission.VIEW_VIDEO);
  const editable = useMemo(
    () => editableFields(status, origin, canChangeVideo),
    [status, origin, canChangeVideo],
  );
  const form = useVideoEditorForm(video, reload);
  // The draft survives a move between the editor's tabs only; the other video pages unmount it.
  const { allowLeaving } = useLeaveHold(form.dirty, keepsEditorPanel(video.id));
  useReportVideoStatus(status);
  // A caption added or removed changes the master playlist: the player reloads to list it.
  const [captionsVersion, setCaptionsVersion] = useState(0);
  const { pathname } = useLocation();

  const failed = status === VideoStatus.FAILED;
  const processed = !isPending(video) && !failed;
  const base = `/video/${encodeURIComponent(video.id)}`;
  const tab =
    canViewObjects && /\/objects\/?$/.test(pathname)
      ? 'objects'
      : canViewAnalytics && /\/analytics\/?$/.test(pathname)
        ? 'analytics'
        : 'video';

  return (
    <Box sx={{ maxWidth: 1800 }}>
      <EditorHeader
        video={video}
        status={status}
        form={form}
        canEdit={editable.size > 0}
        onDeleting={allowLeaving}
        reload={reload}
      />
      {failed && (
        <Box sx={{ mb: 2 }}>
          <ProcessingFailed video={video} onRetried={() => void reload()} />
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '340px minmax(0, 1fr)', lg: '380px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} component="aside" aria-label="Video details" sx={{ minWidth: 0 }}>
          <MetadataSection form={form} editable={editable} />
          <TagsSection form={form} editable={editable} status={status} />
          {processed && <ThumbnailsSection video={video} form={form} editable={editable} reload={reload} />}
          {canViewCaptions && processed && (
            <CaptionsSection
              // Finishing the transcript adds the system captions: the list is read again then.
              key={video.transcriptionStatus ?? 'none'}
              videoId={video.id}
              onChanged={() => setCaptionsVersion((version) => version + 1)}
            />
          )}
          {processed && !!video.duration && (
            <ChaptersSection videoId={video.id} durationMs={video.duration} editable={canChangeVideo} />
          )}
          <LogoSection form={form} editable={editable} />
          <VideoOverlaysSection videoId={video.id} />
          <VideoLinksSection videoId={video.id} monetizationEnabled={video.isMonetizationEnabled} />
          <VideoCopiesSection copies={video.duplicates} />
        </Stack>
        <Box sx={{ minWidth: 0 }}>
          <Tabs value={tab} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tab label="Video" value="video" component={Link} to={base} />
            {canViewMoments && (
              <Tab label="Moments" value="moments" component={Link} to={`${base}/moments`} />
            )}
            {canViewObjects && (
              <Tab label="Objects" value="objects" component={Link} to={`${base}/objects`} />
            )}
            {canViewAnalytics && (
              <Tab label="Analytics" value="analytics" component={Link} to={`${base}/analytics`} />
            )}
          </Tabs>
          <Routes>
            <Route
              index
              element={
                <VideoTab
                  video={video}
                  values={form.values}
                  showTranscript={canViewCaptions && processed}
                  captionsVersion={captionsVersion}
                  failed={failed}
                />
              }
            />
            {canViewObjects && <Route path="objects" element={<ObjectsTab video={video} />} />}
            {canViewAnalytics && (
              <Route
                path="analytics"
                element={
                  <Suspense fallback={<Loading />}>
                    <VideoAnalyticsTab videoId={video.id} />
                  </Suspense>
                }
              />
            )}
            {/* Any other sub-path this page is given (a page not built yet) shows the editor itself. */}
            <Route path="*" element={<Navigate to={base} replace />} />
          </Routes>
        </Box>
      </Box>
    </Box>
  );
}
