import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VideosModule } from '../videos/videos.module';
import { PromotedContentResolver } from './promoted-content.resolver';
import { PromotedContentService } from './promoted-content.service';
import { VideoPromotedContent } from './video-promoted-content.entity';

@Module({
  imports: [TypeOrmModule.forFeature([VideoPromotedContent]), VideosModule],
  providers: [PromotedContentService, PromotedContentResolver],
  exports: [PromotedContentService],
})
export class PromotedContentModule {}
