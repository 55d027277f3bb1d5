import { Global, Module } from '@nestjs/common';
import { PublicMediaController } from './public-media.controller';
import { StorageService } from './storage.service';

@Global()
@Module({ providers: [StorageService], controllers: [PublicMediaController], exports: [StorageService] })
export class StorageModule {}
