import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MomentsModule } from '../moments/moments.module';
import { PublishingModule } from '../publishing/publishing.module';
import { PlaylistCatalogueService } from './playlist-catalogue.service';
import { PlaylistHooks } from './playlist-hooks';
import { PlaylistItem } from './playlist-item.entity';
import { Playlist } from './playlist.entity';
import { PlaylistsResolver } from './playlists.resolver';
import { PlaylistsService } from './playlists.service';

/**
 * Playlists (issue 16): manual and rule-based collections of published videos or moments. The public
 * module shows them (PlaylistsService, PlaylistCatalogueService); microsites register a PlaylistHook.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Playlist, PlaylistItem]), PublishingModule, MomentsModule],
  providers: [PlaylistCatalogueService, PlaylistHooks, PlaylistsService, PlaylistsResolver],
  exports: [PlaylistsService, PlaylistCatalogueService, PlaylistHooks],
})
export class PlaylistsModule {}
