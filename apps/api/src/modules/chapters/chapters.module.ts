import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MomentsModule } from '../moments/moments.module';
import { TranscriptsModule } from '../transcripts/transcripts.module';
import { VideosModule } from '../videos/videos.module';
import { Chapter } from './chapter.entity';
import { ChaptersResolver } from './chapters.resolver';
import { ChaptersService } from './chapters.service';

/** Chapters of videos (issue 21): the editor's list and its suggestions; the public side reads them. */
@Module({
  imports: [TypeOrmModule.forFeature([Chapter]), VideosModule, TranscriptsModule, MomentsModule],
  providers: [ChaptersService, ChaptersResolver],
  exports: [ChaptersService],
})
export class ChaptersModule {}
