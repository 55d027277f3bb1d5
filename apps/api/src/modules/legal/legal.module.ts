import { Module } from '@nestjs/common';
import { LegalPagesController } from './legal-pages.controller';
import { LegalPagesService } from './legal-pages.service';

/** The terms of use, the D2C plugin's license and the privacy policy: the operator's texts or ours. */
@Module({
  controllers: [LegalPagesController],
  providers: [LegalPagesService],
})
export class LegalModule {}
