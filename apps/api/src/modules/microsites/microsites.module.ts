import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LimitsModule } from '../limits/limits.module';
import { PlaylistsModule } from '../playlists/playlists.module';
import { MicrositeHooks } from './microsite-hooks';
import { MicrositeSection } from './microsite-section.entity';
import { Microsite } from './microsite.entity';
import { MicrositesResolver } from './microsites.resolver';
import { MicrositesService } from './microsites.service';

/**
 * Microsites (issue 17): an organization's public sites under their own subdomains, with three sections
 * of published content or playlists. The public module renders them (MicrositesService.findBySubdomain);
 * the health check (health/) registers a MicrositeHook and records its outcome (markHealthy).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Microsite, MicrositeSection]), LimitsModule, PlaylistsModule],
  providers: [MicrositeHooks, MicrositesService, MicrositesResolver],
  exports: [MicrositesService, MicrositeHooks],
})
export class MicrositesModule {}
