import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addJob, JobName, jobIdFor, QueueName, type LimitKind } from '@framehouse/domain';
import type { JobsOptions, Queue } from 'bullmq';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { JOB_RETENTION } from '../../../common/queue/job-retention';
import { errorMessage } from '../../../common/queue/queue-monitor';
import { MeteredUsageReport } from '../metered-usage-report.entity';
import { PaymentProvider } from '../payments/payment-provider';
import { Subscription } from '../subscription.entity';

/** Retried for about a day: a provider outage delays a report, never loses it. */
const REPORT_JOB_OPTIONS: JobsOptions = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 30_000 },
  ...JOB_RETENTION,
};

/**
 * Use of a metered limit beyond the plan's base value (D2C premium's overage), reported to the payment
 * provider as usage of the organization's subscription, once per unit: each use is a row recorded in the
 * transaction that metered it, made billable when the use completes, and reported by a job whose
 * provider identifier is the row's id (a retried report counts once) and which marks the row reported.
 * At start, billable rows not yet reported get their job again.
 */
@Injectable()
export class MeteredUsageService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MeteredUsageService.name);

  constructor(
    @InjectQueue(QueueName.BILLING) private readonly queue: Queue,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
  ) {}

  /**
   * Records `quantity` metered units of a subject, when the organization pays by card here:
   * `subscription` is its row as the caller's transaction read it.
   */
  async record(
    manager: EntityManager,
    subscription: Subscription | null,
    kind: LimitKind,
    subjectId: string,
    quantity: number,
  ): Promise<void> {
    if (quantity <= 0 || !this.provider.enabled) return;
    if (!subscription?.stripeCustomerId || !subscription.stripeSubscriptionId) return;
    const reports = manager.getRepository(MeteredUsageReport);
    await reports.upsert(
      reports.create({
        organizationId: subscription.organizationId,
        kind,
        subjectId,
        quantity,
        stripeCustomerId: subscription.stripeCustomerId,
      }),
      ['kind', 'subjectId'],
    );
  }

  /** The use completed: its units are billed. */
  async confirm(kind: LimitKind, subjectId: string): Promise<void> {
    const { raw } = await this.dataSource
      .createQueryBuilder()
      .update(MeteredUsageReport)
      .set({ billable: true })
      .where({ kind, subjectId, reportedAt: IsNull() })
      .returning(['id'])
      .execute();
    for (const { id } of raw as Array<{ id: string }>) await this.enqueue(id);
  }

  /** The use failed and gave its units back: nothing is billed for it. */
  async cancel(manager: EntityManager, kind: LimitKind, subjectId: string): Promise<void> {
    await manager.getRepository(MeteredUsageReport).delete({ kind, subjectId, reportedAt: IsNull() });
  }

  /** The job's work: report the row's units unless already reported, then mark it reported. */
  async report(reportId: string): Promise<'reported' | 'already reported' | 'gone'> {
    const report = await this.dataSource.getRepository(MeteredUsageReport).findOneBy({ id: reportId });
    if (!report || !report.billable) return 'gone';
    if (report.reportedAt) return 'already reported';
    await this.provider.reportMeterEvent({
      customerId: report.stripeCustomerId,
      value: report.quantity,
      identifier: report.id,
    });
    await this.dataSource
      .getRepository(MeteredUsageReport)
      .update({ id: report.id, reportedAt: IsNull() }, { reportedAt: new Date() });
    return 'reported';
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const pending = await this.dataSource
        .getRepository(MeteredUsageReport)
        .find({ where: { billable: true, reportedAt: IsNull() }, select: { id: true } });
      for (const { id } of pending) await this.enqueue(id);
    } catch (error) {
      this.logger.error(`Re-queueing metered usage reports failed: ${errorMessage(error)}`);
    }
  }

  private async enqueue(reportId: string): Promise<void> {
    const jobId = jobIdFor(JobName.REPORT_METERED_USAGE, reportId);
    const existing = await this.queue.getJob(jobId);
    if (existing && (await existing.getState()) === 'failed') await existing.remove();
    await addJob(
      this.queue,
      JobName.REPORT_METERED_USAGE,
      { usageReportId: reportId },
      {
        ...REPORT_JOB_OPTIONS,
        jobId,
      },
    );
  }
}
