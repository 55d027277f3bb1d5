import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  chapterProblems,
  chapterTitle,
  ErrorCode,
  formatTimestamp,
  withChapterEnds,
  type ChapterInput,
  type PublicChapter,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { ContractError } from '../../common/errors/contract-error';
import { SceneDetectionService } from '../moments/suggestions/scene-detection.service';
import { TranscriptsService } from '../transcripts/transcripts.service';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import { Chapter } from './chapter.entity';
import { suggestChapters } from './chapter-suggestions';
import type { ChapterType, SuggestedChapterType } from './dtos/chapter.types';

const presented = (chapter: PublicChapter): ChapterType => ({
  ...chapter,
  startTimestamp: formatTimestamp(chapter.startMs),
});

/**
 * Chapters of videos (issue 21): read, suggested from the transcript and the scene changes, and saved as a
 * whole list in one transaction. Viewers see a published video's chapters as they are now, as they see
 * its moments and end card (docs/decisions.md, "Chapters (issue 21)").
 */
@Injectable()
export class ChaptersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly transcripts: TranscriptsService,
    private readonly scenes: SceneDetectionService,
  ) {}

  /** The caller's video's chapters in time order; NOT_FOUND on `videoId` for another's. */
  async forOwnedVideo(organizationId: string, videoId: string): Promise<ChapterType[]> {
    const video = await this.videos.findOwned(organizationId, videoId, 'videoId');
    return (await this.forVideo(video)).map(presented);
  }

  /** A video's chapters with their ends (a published one's, for the public player and page). */
  async forVideo(video: Pick<Video, 'id' | 'durationMs'>): Promise<PublicChapter[]> {
    const rows = await this.dataSource
      .getRepository(Chapter)
      .find({ where: { videoId: video.id }, order: { startMs: 'ASC' } });
    return withChapterEnds(rows, video.durationMs ?? 0);
  }

  /** The chapters the caller's video could have; empty when fewer than the minimum are found. */
  async suggestions(organizationId: string, videoId: string): Promise<SuggestedChapterType[]> {
    const video = await this.videos.findOwned(organizationId, videoId, 'videoId');
    const durationMs = video.durationMs ?? 0;
    if (durationMs <= 0) return [];
    const [segments, sceneChanges] = await Promise.all([
      this.transcripts.timedSegments(video.id),
      this.scenes.currentChanges(video),
    ]);
    return suggestChapters({ durationMs, segments, sceneChanges }).map((chapter) => ({
      ...presented(chapter),
      reasons: chapter.reasons,
    }));
  }

  /**
   * Replaces the caller's video's chapters with `chapters` (empty: none), all of the rules checked first
   * against the video's duration, under the video's lock so two saves do not interleave.
   */
  async replace(
    organizationId: string,
    videoId: string,
    chapters: readonly ChapterInput[],
  ): Promise<ChapterType[]> {
    return this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockOwned(manager, organizationId, videoId, 'videoId');
      const durationMs = video.durationMs ?? 0;
      const problems = chapterProblems(chapters, durationMs);
      if (problems.length > 0) {
        throw new ContractError(
          problems.map(({ field, message }) => ({
            name: ErrorCode.VALIDATION_ERROR,
            field,
            messages: [message],
          })),
        );
      }
      const repository = manager.getRepository(Chapter);
      await repository.delete({ videoId: video.id });
      const rows = chapters.map((chapter) => ({
        videoId: video.id,
        startMs: chapter.startMs,
        title: chapterTitle(chapter.title),
      }));
      if (rows.length > 0) await repository.insert(rows);
      return withChapterEnds(rows, durationMs).map(presented);
    });
  }
}
