import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  baseFileName,
  d2cInputNameFromUrl,
  D2CMessages,
  DEFAULT_ORDER_BY,
  ErrorCode,
  fileExtension,
  JobName,
  jobIdFor,
  LimitKind,
  meteredSeconds,
  parseTranscriptJson,
  TranscriptionStatus,
  validateD2CJobName,
  validateD2CMediaUrl,
  type TranscriptDocument,
} from '@framehouse/domain';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { paginate, type Connection, type ListArgs } from '../../common/graphql/connection';
import { isUuid } from '../../common/ids';
import { errorMessage } from '../../common/queue/queue-monitor';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { LimitsService } from '../limits/limits.service';
import { StorageService } from '../storage/storage.service';
import type { D2CCaller } from './api/d2c-caller';
import { receiveMediaUpload } from './api/media-upload';
import { storeUpload } from './api/store-upload';
import { d2cSourceKey } from './d2c-media-keys';
import { D2CTranscription } from './d2c-transcription.entity';
import type { D2CTranscriptionType } from './dtos/d2c.types';
import { D2CTranscriptionProducer } from './jobs/d2c-transcription.producer';

const KIND = LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT;

/** What a new transcription is made of, once its media is stored (or its URL checked). */
interface Submission {
  id: string;
  inputName: string;
  jobName: string | undefined;
  sourceKey: string;
  sourceUrl: string | null;
  sourceSize: number | null;
}

/**
 * The D2C transcriptions of an organization: the plugin submits media (a streamed upload or a URL) and
 * reads its jobs and their transcripts; the D2C page lists them. A submission is refused at once when the
 * plan's allowance is used up; otherwise the job starts in VALIDATION with its probe queued, and the
 * D2CTranscriptionMonitor takes it from there.
 */
@Injectable()
export class D2CTranscriptionsService {
  private readonly logger = new Logger(D2CTranscriptionsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly limits: LimitsService,
    private readonly producer: D2CTranscriptionProducer,
  ) {}

  list(organizationId: string, args: ListArgs): Promise<Connection<D2CTranscription>> {
    const query = this.dataSource
      .getRepository(D2CTranscription)
      .createQueryBuilder('transcription')
      .where('transcription.organizationId = :organizationId', { organizationId });
    return paginate(query, args, {
      orderable: {
        inputName: 'LOWER(transcription.inputName)',
        jobName: 'LOWER(transcription.jobName)',
        duration: 'transcription.durationMs',
        status: 'transcription.status',
        created: 'transcription.created',
      },
      defaultOrderBy: DEFAULT_ORDER_BY,
      searchable: ['transcription.inputName', 'transcription.jobName'],
      tieBreaker: 'transcription.id',
    });
  }

  /** The caller's transcription, or NOT_FOUND (another organization's included). */
  async findOwned(organizationId: string, id: string): Promise<D2CTranscription> {
    const transcription = isUuid(id)
      ? await this.dataSource.getRepository(D2CTranscription).findOne({ where: { id, organizationId } })
      : null;
    if (!transcription) throw contractError(ErrorCode.NOT_FOUND, { field: 'id' });
    return transcription;
  }

  /** A media file streamed from a multipart form (field `file`, optional `jobName`) into storage. */
  async submitUpload(caller: D2CCaller, req: Request): Promise<D2CTranscription> {
    await this.assertAllowanceLeft(caller);
    const id = randomUUID();
    const stored: { key?: string } = {};
    try {
      const upload = await receiveMediaUpload(req, {
        maxBytes: this.config.d2cUploadMaxBytes,
        fieldNames: ['jobName'],
        store: async ({ fileName, stream }) => {
          stored.key = d2cSourceKey(caller.organizationId, id, fileExtension(baseFileName(fileName)));
          await storeUpload(this.storage.driver, stored.key, stream);
        },
      });
      if (upload.size === 0) {
        throw contractError(ErrorCode.VALIDATION_ERROR, { field: 'file', message: D2CMessages.emptyFile });
      }
      return await this.create(caller, {
        id,
        inputName: baseFileName(upload.fileName),
        jobName: upload.fields.jobName,
        sourceKey: stored.key as string,
        sourceUrl: null,
        sourceSize: upload.size,
      });
    } catch (error) {
      if (stored.key) await this.deleteQuietly(stored.key);
      throw error;
    }
  }

  /** Media the transcoder fetches from a URL (its address checks apply there). */
  async submitUrl(caller: D2CCaller, body: unknown): Promise<D2CTranscription> {
    const { url, jobName } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const text = typeof url === 'string' ? url.trim() : '';
    new ErrorList()
      .check('url', validateD2CMediaUrl(text))
      .check(
        'jobName',
        jobName === undefined || jobName === null || typeof jobName === 'string'
          ? undefined
          : 'Must be a string',
      )
      .throwIfAny();
    await this.assertAllowanceLeft(caller);
    const id = randomUUID();
    return this.create(caller, {
      id,
      inputName: d2cInputNameFromUrl(text),
      jobName: typeof jobName === 'string' ? jobName : undefined,
      sourceKey: d2cSourceKey(caller.organizationId, id, ''),
      sourceUrl: text,
      sourceSize: null,
    });
  }

  /** The transcript of a COMPLETED job; TRANSCRIPTION_NOT_READY before. */
  async transcript(
    organizationId: string,
    id: string,
  ): Promise<{ transcription: D2CTranscription; document: TranscriptDocument }> {
    const transcription = await this.findOwned(organizationId, id);
    if (transcription.status !== TranscriptionStatus.COMPLETED || !transcription.transcriptKey) {
      throw contractError(ErrorCode.TRANSCRIPTION_NOT_READY, {
        message:
          transcription.status === TranscriptionStatus.FAILED
            ? `The transcription failed: ${transcription.failureReason ?? D2CMessages.transcriptionFailed}`
            : undefined,
      });
    }
    const body = await this.storage.driver.getObject(transcription.transcriptKey);
    const document = parseTranscriptJson(await readText(body));
    if (!document) throw new Error(`The transcript of ${transcription.id} cannot be read`);
    return { transcription, document };
  }

  present(transcription: D2CTranscription): D2CTranscriptionType {
    return {
      id: transcription.id,
      inputName: transcription.inputName,
      jobName: transcription.jobName,
      duration: transcription.durationMs === null ? null : meteredSeconds(transcription.durationMs),
      status: transcription.status,
      created: transcription.created,
      failureReason: transcription.failureReason,
    };
  }

  /** Refused at once, before any media is read, when nothing is left of the plan's allowance. */
  private assertAllowanceLeft(caller: D2CCaller): Promise<void> {
    return this.limits.assertAvailable(
      this.dataSource.manager,
      caller.organizationId,
      caller.subscription.plan,
      KIND,
    );
  }

  /**
   * The row (VALIDATION), then its probe job once the row is committed: a probe can fail within
   * milliseconds (a URL answering 404), and its event must find the row. A job that cannot be queued
   * takes its row back out. The allowance is checked again (it may have been used up while the file
   * arrived).
   */
  private async create(caller: D2CCaller, submission: Submission): Promise<D2CTranscription> {
    const jobName = submission.jobName?.trim() || jobIdFor(JobName.TRANSCRIBE_MEDIA, submission.id);
    new ErrorList().check('jobName', validateD2CJobName(jobName)).throwIfAny();
    const transcription = await this.dataSource.transaction(async (manager) => {
      await this.limits.assertAvailable(manager, caller.organizationId, caller.subscription.plan, KIND);
      const transcriptions = manager.getRepository(D2CTranscription);
      return transcriptions.save(
        transcriptions.create({
          id: submission.id,
          organizationId: caller.organizationId,
          apiKeyId: caller.apiKey.id,
          inputName: submission.inputName,
          jobName,
          status: TranscriptionStatus.VALIDATION,
          sourceKey: submission.sourceKey,
          sourceUrl: submission.sourceUrl,
          sourceSize: submission.sourceSize,
        }),
      );
    });
    try {
      await this.producer.enqueueProbe(transcription);
    } catch (error) {
      await this.dataSource.getRepository(D2CTranscription).delete({ id: transcription.id });
      throw error;
    }
    return transcription;
  }

  private async deleteQuietly(key: string): Promise<void> {
    await this.storage.driver.deleteObject(key).catch((error: unknown) => {
      this.logger.warn(`Deleting ${key} failed: ${errorMessage(error)}`);
    });
  }
}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}
