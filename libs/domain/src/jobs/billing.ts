import { JobName, QueueName } from '../constants/queues';
import { jobContract } from './job-contract';
import { payload, text } from './job-values';

/** Data of a metered usage report: the recorded report row says the organization, units and subject. */
export interface MeteredUsageReportJob {
  usageReportId: string;
}

export const reportMeteredUsageContract = jobContract({
  name: JobName.REPORT_METERED_USAGE,
  queue: QueueName.BILLING,
  parseData(value): MeteredUsageReportJob {
    return { usageReportId: text(payload(value), 'usageReportId') };
  },
});
