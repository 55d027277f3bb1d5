import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ShareIconsService } from './share-icons.service';
import { ShareSocialMediaIcon } from './share-social-media-icon.entity';
import { SocialMediaPlatform } from './social-media-platform.entity';
import { SocialMediaPlatformsService } from './social-media-platforms.service';
import { SocialMediaResolver } from './social-media.resolver';

/** The organization's social media accounts and share icons; the public pages read both. */
@Module({
  imports: [TypeOrmModule.forFeature([SocialMediaPlatform, ShareSocialMediaIcon]), OrganizationsModule],
  providers: [SocialMediaPlatformsService, ShareIconsService, SocialMediaResolver],
  exports: [SocialMediaPlatformsService, ShareIconsService],
})
export class SocialMediaModule {}
