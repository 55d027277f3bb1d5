import { Injectable } from '@nestjs/common';
import { formatTimestamp } from '@framehouse/domain';
import { TranscriptsService } from '../../transcripts/transcripts.service';
import { VideosService } from '../../videos/videos.service';
import { MomentsService } from '../moments.service';
import { suggestMoments } from './moment-suggestions';
import { SceneDetectionService } from './scene-detection.service';
import type { SuggestedMomentType } from './suggestion.types';

/**
 * Suggested moments of a video, worked out when asked from what is stored: the transcript as it is now
 * (a member's corrections count), the scene changes of the video's run, and its moments now (so a
 * suggestion taken or overlapped since is gone). Nothing is stored but the scene changes.
 */
@Injectable()
export class MomentSuggestionsService {
  constructor(
    private readonly transcripts: TranscriptsService,
    private readonly videos: VideosService,
    private readonly moments: MomentsService,
    private readonly scenes: SceneDetectionService,
  ) {}

  /** The caller's video's suggestions in time order; NOT_FOUND on `videoId` for another's. */
  async forVideo(organizationId: string, videoId: string): Promise<SuggestedMomentType[]> {
    const video = await this.videos.findOwned(organizationId, videoId, 'videoId');
    const durationMs = video.durationMs ?? 0;
    if (durationMs <= 0) return [];
    const segments = await this.transcripts.timedSegments(video.id);
    const sceneChanges = await this.scenes.currentChanges(video);
    const existing = (await this.moments.forVideo(video.id)).map((moment) => ({
      start: moment.startMs,
      end: moment.endMs,
    }));
    return suggestMoments({ durationMs, segments, sceneChanges, existing }).map((suggestion) => ({
      ...suggestion,
      startTimestamp: formatTimestamp(suggestion.start),
      endTimestamp: formatTimestamp(suggestion.end),
    }));
  }
}
