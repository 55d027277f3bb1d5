import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  D2CMessages,
  durationOverLimitMessage,
  JobName,
  LimitKind,
  meteredSeconds,
  probeMediaContract,
  QueueName,
  transcribeMediaContract,
  TranscriptionStatus,
  type ProbeMediaResult,
  type TranscriptionJobResult,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { jobFailureReason } from '../../../common/queue/job-values';
import { errorMessage, QueueMonitor } from '../../../common/queue/queue-monitor';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { BillingService } from '../../billing/billing.service';
import { MeteredUsageService } from '../../billing/metered-usage/metered-usage.service';
import { LimitsService } from '../../limits/limits.service';
import { StorageService } from '../../storage/storage.service';
import { d2cServiceRefusal } from '../d2c-access';
import { d2cTranscriptKey } from '../d2c-media-keys';
import { D2CTranscription } from '../d2c-transcription.entity';
import { parseD2CJobId, type D2CJobRef } from './d2c-job-events';
import { D2CTranscriptionProducer, probeJobId, transcribeJobId } from './d2c-transcription.producer';

/** The statuses of a job still in the pipeline, waiting for the transcoder. */
export const D2C_PIPELINE_STATUSES: readonly TranscriptionStatus[] = [
  TranscriptionStatus.VALIDATION,
  TranscriptionStatus.QUEUED,
  TranscriptionStatus.IN_PROGRESS,
];
/** The statuses a transcribe-media job applies to (its `active` event may come late, or not at all). */
const TRANSCRIBING = [TranscriptionStatus.QUEUED, TranscriptionStatus.IN_PROGRESS];

const KIND = LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT;

/**
 * Moves D2C transcriptions through their statuses from the transcoder's reports (see QueueMonitor):
 * probe-media completed → metered against the plan under the limit's advisory lock, then QUEUED with a
 * transcribe-media job, or FAILED with the reason and nothing queued; transcribe-media taken by a worker →
 * IN_PROGRESS; completed → COMPLETED; any step failed → FAILED with the reason and the metered time given
 * back. Each change applies only from the statuses it expects, under a row lock, so a repeated event, a
 * second API process or a reconcile racing an event changes nothing twice. Once a job ends its media is
 * deleted (the transcript stays).
 */
@Injectable()
export class D2CTranscriptionMonitor extends QueueMonitor {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly producer: D2CTranscriptionProducer,
    private readonly limits: LimitsService,
    private readonly billing: BillingService,
    private readonly meteredUsage: MeteredUsageService,
    private readonly storage: StorageService,
  ) {
    super(QueueName.TRANSCRIPTION, config, D2CTranscriptionMonitor.name);
  }

  reconcile(): Promise<void> {
    return this.reconcileEach(
      'the D2C transcriptions',
      () =>
        this.dataSource
          .getRepository(D2CTranscription)
          .find({ where: { status: In([...D2C_PIPELINE_STATUSES]) } }),
      (transcription) => this.reconcileOne(transcription),
    );
  }

  private async reconcileOne(transcription: D2CTranscription): Promise<void> {
    const validating = transcription.status === TranscriptionStatus.VALIDATION;
    const jobId = validating ? probeJobId(transcription.id) : transcribeJobId(transcription.id);
    const job = await this.producer.getJob(jobId);
    if (!job) {
      // Lost (Redis emptied, or removed): queued again; the deterministic id keeps it single.
      if (validating) await this.producer.enqueueProbe(transcription);
      else await this.producer.enqueueTranscription(transcription);
      return;
    }
    const state = await job.getState();
    if (state === 'completed') await this.onCompleted(jobId, job.returnvalue);
    else if (state === 'failed') await this.onFailed(jobId, job.failedReason);
    else if (state === 'active' && !validating) await this.onActive(jobId);
  }

  protected override async onActive(jobId: string): Promise<void> {
    const ref = parseD2CJobId(jobId);
    if (ref?.name !== JobName.TRANSCRIBE_MEDIA) return;
    await this.update(ref.transcriptionId, [TranscriptionStatus.QUEUED], {
      status: TranscriptionStatus.IN_PROGRESS,
    });
  }

  protected override async onProgress(jobId: string, data: unknown): Promise<void> {
    const ref = parseD2CJobId(jobId);
    if (ref?.name !== JobName.TRANSCRIBE_MEDIA) return;
    const progress = transcribeMediaContract.parseProgress(data);
    if (!progress) {
      this.logger.warn(`Ignoring malformed progress of job ${jobId}`);
      return;
    }
    await this.update(ref.transcriptionId, TRANSCRIBING, {
      status: TranscriptionStatus.IN_PROGRESS,
      // 100 is for a completed job.
      progress: Math.max(0, Math.min(99, Math.floor(progress.percent))),
    });
  }

  protected override async onCompleted(jobId: string, returnvalue: unknown): Promise<void> {
    const ref = parseD2CJobId(jobId);
    if (!ref) return;
    if (ref.name === JobName.PROBE_MEDIA) {
      const result = probeMediaContract.parseResult(returnvalue);
      if (result) await this.applyProbeResult(ref.transcriptionId, result);
      else await this.malformed(ref, jobId);
      return;
    }
    const result = transcribeMediaContract.parseResult(returnvalue);
    if (result) await this.applyTranscriptionResult(ref.transcriptionId, result);
    else await this.malformed(ref, jobId);
  }

  protected override async onFailed(jobId: string, failedReason: unknown): Promise<void> {
    const ref = parseD2CJobId(jobId);
    if (ref)
      await this.applyFailure(
        ref.transcriptionId,
        jobFailureReason(failedReason, D2CMessages.transcriptionFailed),
      );
  }

  /**
   * Meters the probed duration: inside one transaction, under the row's lock and the limit's advisory
   * lock, the seconds are recorded and the transcription queued, or it fails with how much was left.
   */
  async applyProbeResult(transcriptionId: string, result: ProbeMediaResult): Promise<void> {
    const ended = await this.dataSource.transaction(async (manager) => {
      const transcription = await this.lockInPipeline(manager, transcriptionId, [
        TranscriptionStatus.VALIDATION,
      ]);
      if (!transcription) return null;
      const seconds = meteredSeconds(result.durationMs);
      const changes: Partial<D2CTranscription> = { durationMs: result.durationMs, sourceSize: result.size };
      const subscription = await this.billing.findForOrganization(manager, transcription.organizationId);
      const refusal = d2cServiceRefusal(subscription);
      const outcome = refusal
        ? null
        : await this.limits.tryConsume(
            manager,
            transcription.organizationId,
            subscription?.plan,
            KIND,
            transcription.id,
            seconds,
          );
      if (!outcome?.consumed) {
        const reason = refusal ?? durationOverLimitMessage(seconds, outcome?.remaining ?? 0);
        await this.save(manager, transcription, {
          ...changes,
          status: TranscriptionStatus.FAILED,
          failureReason: reason,
        });
        return transcription;
      }
      await this.meteredUsage.record(manager, subscription, KIND, transcription.id, outcome.metered);
      const queued = await this.save(manager, transcription, {
        ...changes,
        status: TranscriptionStatus.QUEUED,
        meteredSeconds: seconds,
      });
      // Inside the transaction: if it cannot be queued, nothing is metered and the event is applied again
      // at the next reconcile.
      await this.producer.enqueueTranscription(queued);
      return null;
    });
    if (ended) await this.deleteSource(ended);
  }

  async applyTranscriptionResult(transcriptionId: string, result: TranscriptionJobResult): Promise<void> {
    const transcription = await this.dataSource
      .getRepository(D2CTranscription)
      .findOne({ where: { id: transcriptionId } });
    if (!transcription) return;
    const expectedKey = d2cTranscriptKey(transcription.organizationId, transcription.id);
    if (result.transcriptKey !== expectedKey) {
      this.logger.error(`Transcription ${transcriptionId} completed with a transcript at an unexpected key`);
      await this.applyFailure(transcriptionId, D2CMessages.transcriptionFailed);
      return;
    }
    const completed = await this.update(transcriptionId, TRANSCRIBING, {
      status: TranscriptionStatus.COMPLETED,
      progress: 100,
      transcriptKey: expectedKey,
      languageCode: result.languageCode || null,
      engine: result.engine || null,
      completedAt: new Date(),
    });
    if (completed) {
      await this.meteredUsage.confirm(KIND, transcription.id);
      await this.deleteSource(transcription);
    }
  }

  /** FAILED with the reason; the seconds metered for it are given back. */
  async applyFailure(transcriptionId: string, reason: string): Promise<void> {
    const failed = await this.dataSource.transaction(async (manager) => {
      const transcription = await this.lockInPipeline(manager, transcriptionId, D2C_PIPELINE_STATUSES);
      if (!transcription) return null;
      await this.save(manager, transcription, { status: TranscriptionStatus.FAILED, failureReason: reason });
      await this.limits.release(manager, transcription.organizationId, KIND, transcription.id);
      await this.meteredUsage.cancel(manager, KIND, transcription.id);
      return transcription;
    });
    if (failed) await this.deleteSource(failed);
  }

  private async malformed(ref: D2CJobRef, jobId: string): Promise<void> {
    this.logger.error(`Job ${jobId} completed with a malformed result`);
    await this.applyFailure(ref.transcriptionId, D2CMessages.transcriptionFailed);
  }

  private lockInPipeline(
    manager: EntityManager,
    id: string,
    statuses: readonly TranscriptionStatus[],
  ): Promise<D2CTranscription | null> {
    return manager.getRepository(D2CTranscription).findOne({
      where: { id, status: In([...statuses]) },
      lock: { mode: 'pessimistic_write' },
    });
  }

  private save(
    manager: EntityManager,
    transcription: D2CTranscription,
    changes: Partial<D2CTranscription>,
  ): Promise<D2CTranscription> {
    return manager.getRepository(D2CTranscription).save(Object.assign(transcription, changes));
  }

  private async update(
    id: string,
    statuses: readonly TranscriptionStatus[],
    changes: QueryDeepPartialEntity<D2CTranscription>,
  ): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(D2CTranscription)
      .update({ id, status: In([...statuses]) }, changes);
    return (result.affected ?? 0) > 0;
  }

  /** The media is not needed once the job has ended: only the transcript is kept. */
  private async deleteSource(transcription: D2CTranscription): Promise<void> {
    await this.storage.driver.deleteObject(transcription.sourceKey).catch((error: unknown) => {
      this.logger.warn(
        `Deleting the media of transcription ${transcription.id} failed: ${errorMessage(error)}`,
      );
    });
  }
}
