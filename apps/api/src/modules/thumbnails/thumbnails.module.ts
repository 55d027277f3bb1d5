import { Module } from '@nestjs/common';
import { ThumbnailFilesService } from './thumbnail-files.service';

/** Thumbnail files for every area that has thumbnails (videos now; moments and objects later). */
@Module({
  providers: [ThumbnailFilesService],
  exports: [ThumbnailFilesService],
})
export class ThumbnailsModule {}
