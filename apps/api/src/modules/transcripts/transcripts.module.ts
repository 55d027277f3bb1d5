import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { CaptionsModule } from '../captions/captions.module';
import { VideosModule } from '../videos/videos.module';
import { TranscriptionMonitor } from './jobs/transcription.monitor';
import { TranscriptionProducer } from './jobs/transcription.producer';
import { TranscriptSegmentRow } from './transcript-segment.entity';
import { Transcription } from './transcription.entity';
import { TranscriptsResolver } from './transcripts.resolver';
import { TranscriptsService } from './transcripts.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Transcription, TranscriptSegmentRow]),
    BullModule.registerQueue({ name: QueueName.TRANSCRIPTION }),
    VideosModule,
    CaptionsModule,
  ],
  providers: [TranscriptsService, TranscriptsResolver, TranscriptionProducer, TranscriptionMonitor],
  exports: [TranscriptsService],
})
export class TranscriptsModule {}
