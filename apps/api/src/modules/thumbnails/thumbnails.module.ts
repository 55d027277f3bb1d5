import { Module } from '@nestjs/common';
import { ThumbnailFilesService } from './thumbnail-files.service';
import { ThumbnailUploadsService } from './thumbnail-uploads.service';

/** Thumbnail files and the upload / delete flow for every area that has thumbnails (videos, moments, objects). */
@Module({
  providers: [ThumbnailFilesService, ThumbnailUploadsService],
  exports: [ThumbnailFilesService, ThumbnailUploadsService],
})
export class ThumbnailsModule {}
