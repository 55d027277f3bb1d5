import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VideosModule } from '../videos/videos.module';
import { CaptionsResolver } from './captions.resolver';
import { CaptionsService } from './captions.service';
import { VideoCaption } from './video-caption.entity';

@Module({
  imports: [TypeOrmModule.forFeature([VideoCaption]), VideosModule],
  providers: [CaptionsService, CaptionsResolver],
  exports: [CaptionsService],
})
export class CaptionsModule {}
