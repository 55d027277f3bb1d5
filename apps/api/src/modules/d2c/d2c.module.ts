import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { BillingModule } from '../billing/billing.module';
import { LimitsModule } from '../limits/limits.module';
import { D2CApiKeyGuard } from './api/d2c-api-key.guard';
import { D2CApiController } from './api/d2c-api.controller';
import { D2COpenApiController } from './api/d2c-openapi.controller';
import { D2CApiKey } from './d2c-api-key.entity';
import { D2CApiKeysResolver } from './d2c-api-keys.resolver';
import { D2CApiKeysService } from './d2c-api-keys.service';
import { D2CTranscription } from './d2c-transcription.entity';
import { D2CTranscriptionsResolver } from './d2c-transcriptions.resolver';
import { D2CTranscriptionsService } from './d2c-transcriptions.service';
import { D2CTranscriptionMonitor } from './jobs/d2c-transcription.monitor';
import { D2CTranscriptionProducer } from './jobs/d2c-transcription.producer';

/** The D2C transcription service: API keys, the plugin's REST API, transcription jobs and their metering. */
@Module({
  imports: [
    TypeOrmModule.forFeature([D2CApiKey, D2CTranscription]),
    BullModule.registerQueue({ name: QueueName.TRANSCRIPTION }),
    BillingModule,
    LimitsModule,
  ],
  controllers: [D2CApiController, D2COpenApiController],
  providers: [
    D2CApiKeysService,
    D2CApiKeysResolver,
    D2CApiKeyGuard,
    D2CTranscriptionsService,
    D2CTranscriptionsResolver,
    D2CTranscriptionProducer,
    D2CTranscriptionMonitor,
  ],
})
export class D2CModule {}
