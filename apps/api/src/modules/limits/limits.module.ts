import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LimitsService } from './limits.service';
import { UsageRecord } from './usage-record.entity';

@Module({
  imports: [TypeOrmModule.forFeature([UsageRecord])],
  providers: [LimitsService],
  exports: [LimitsService],
})
export class LimitsModule {}
