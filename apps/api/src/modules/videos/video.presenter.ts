import type { VideoType } from './dtos/video.types';
import { selectedThumbnailId } from './thumbnails/thumbnail-selection';
import type { VideoMediaUrls } from './video-media.service';
import type { Video } from './video.entity';

/** HLS is the only streaming standard we write. */
export const HLS_STANDARD = 'HLS';

export function presentVideo(video: Video, urls: VideoMediaUrls): VideoType {
  return {
    id: video.id,
    globalId: video.mediaId,
    title: video.title,
    description: video.description,
    created: video.created,
    status: video.status,
    origin: video.origin,
    pipelineType: video.pipelineType,
    views: video.views,
    duration: video.durationMs,
    processingProgress: video.processingProgress,
    failureReason: video.failureReason,
    isMonetizationEnabled: video.isMonetizationEnabled,
    tags: video.tags.map((value) => ({ value })),
    internalTags: video.internalTags.map((value) => ({ value })),
    orgLogoEnabled: video.orgLogoEnabled,
    orgLogoPosition: video.orgLogoPosition,
    version: video.version,
    thumbnailId: selectedThumbnailId(video),
    thumbnailUrl: urls.thumbnailUrl,
    thumbnails: urls.thumbnails,
    storyboardUrl: urls.storyboardUrl,
    videoFileUrl: urls.videoFileUrl,
    videoStreams: urls.manifestFileUrl
      ? [{ id: `${video.id}:hls`, standard: HLS_STANDARD, manifestFileUrl: urls.manifestFileUrl }]
      : [],
    transcriptionStatus: video.transcriptionStatus,
    transcriptionFailureReason: video.transcriptionFailureReason,
    endCardId: video.endCardId,
  };
}
