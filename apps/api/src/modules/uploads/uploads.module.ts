import { Module } from '@nestjs/common';
import { LimitsModule } from '../limits/limits.module';
import { VideosModule } from '../videos/videos.module';
import { AbandonedUploadsSweeper } from './abandoned-uploads.sweeper';
import { UploadsResolver } from './uploads.resolver';
import { UploadsService } from './uploads.service';

@Module({
  imports: [VideosModule, LimitsModule],
  providers: [UploadsService, UploadsResolver, AbandonedUploadsSweeper],
})
export class UploadsModule {}
