import { Global, Module } from '@nestjs/common';
import { DEFAULT_PUBLIC_CACHE_LIMITS, PUBLIC_CACHE_LIMITS, PublicCache } from './public-cache';
import { PublicContentChangesPlugin } from './public-content-changes.plugin';
import { PublicContentVersions } from './public-content-versions';

/**
 * The cache of public answers and the record of what changed, for every module: the public pages and
 * the HLS playlists answer through PublicCache; the few changes made outside a member's mutation (a
 * scheduled publish firing, a transcript arriving, a view or a star counted) report to
 * PublicContentVersions, and the GraphQL plugin reports every mutation.
 */
@Global()
@Module({
  providers: [
    { provide: PUBLIC_CACHE_LIMITS, useValue: DEFAULT_PUBLIC_CACHE_LIMITS },
    PublicContentVersions,
    PublicCache,
    PublicContentChangesPlugin,
  ],
  exports: [PublicContentVersions, PublicCache],
})
export class PublicCacheModule {}
