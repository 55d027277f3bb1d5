import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { LimitsModule } from '../limits/limits.module';
import { PlaylistsModule } from '../playlists/playlists.module';
import { MicrositeHealthProcessor } from './health/microsite-health.processor';
import { MicrositeHealthService } from './health/microsite-health.service';
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
  imports: [
    TypeOrmModule.forFeature([Microsite, MicrositeSection]),
    BullModule.registerQueue({ name: QueueName.MICROSITES }),
    LimitsModule,
    PlaylistsModule,
  ],
  providers: [
    MicrositeHooks,
    MicrositesService,
    MicrositesResolver,
    MicrositeHealthService,
    MicrositeHealthProcessor,
  ],
  exports: [MicrositesService, MicrositeHooks],
})
export class MicrositesModule {}
