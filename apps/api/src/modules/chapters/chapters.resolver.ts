import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CHAPTERS_MAX_COUNT, Permission } from '@framehouse/domain';
import { listOf } from '../../common/graphql/query-limits';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { ChaptersService } from './chapters.service';
import {
  ChapterInput,
  ChapterType,
  SetVideoChaptersPayload,
  SuggestedChapterType,
} from './dtos/chapter.types';

/** Chapters of a video (issue 21, beyond the spec): read and suggested like the video, saved as its edit. */
@Resolver()
export class ChaptersResolver {
  constructor(private readonly chapters: ChaptersService) {}

  @RequirePermissions(Permission.VIEW_VIDEO)
  @Query(() => [ChapterType], {
    complexity: listOf(CHAPTERS_MAX_COUNT),
    description: "The video's chapters in time order; empty when it has none.",
  })
  videoChapters(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
  ): Promise<ChapterType[]> {
    return this.chapters.forOwnedVideo(session.organization.id, videoId);
  }

  @RequirePermissions(Permission.VIEW_VIDEO)
  @Query(() => [SuggestedChapterType], {
    complexity: listOf(CHAPTERS_MAX_COUNT),
    description:
      "Chapters the video could have, from its transcript's topic changes and its scene changes, in time " +
      'order; empty when fewer than three are found. Not saved: setVideoChapters saves them.',
  })
  suggestedChapters(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
  ): Promise<SuggestedChapterType[]> {
    return this.chapters.suggestions(session.organization.id, videoId);
  }

  @RequirePermissions(Permission.CHANGE_VIDEO)
  @Mutation(() => SetVideoChaptersPayload, {
    description:
      "Replaces the video's chapters with this list (empty: none): the first at 0, at least three, each at " +
      'least 10 s, at most 100, titles of at most 100 characters. All or nothing.',
  })
  async setVideoChapters(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('chapters', { type: () => [ChapterInput] }) chapters: ChapterInput[],
  ): Promise<SetVideoChaptersPayload> {
    return {
      videoId,
      chapters: await this.chapters.replace(session.organization.id, videoId, chapters),
      errors: [],
    };
  }
}
