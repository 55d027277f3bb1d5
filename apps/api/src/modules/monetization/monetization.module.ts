import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationsModule } from '../organizations/organizations.module';
import { VideosModule } from '../videos/videos.module';
import { AdTagChecker } from './ad-tag-checker';
import { OrganizationMonetization } from './organization-monetization.entity';
import { OrganizationMonetizationsResolver } from './organization-monetizations.resolver';
import { OrganizationMonetizationsService } from './organization-monetizations.service';
import { VideoMonetization } from './video-monetization.entity';
import { VideoMonetizationsResolver } from './video-monetizations.resolver';
import { VideoMonetizationsService } from './video-monetizations.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([OrganizationMonetization, VideoMonetization]),
    OrganizationsModule,
    VideosModule,
  ],
  providers: [
    AdTagChecker,
    OrganizationMonetizationsService,
    OrganizationMonetizationsResolver,
    VideoMonetizationsService,
    VideoMonetizationsResolver,
  ],
  exports: [VideoMonetizationsService],
})
export class MonetizationModule {}
