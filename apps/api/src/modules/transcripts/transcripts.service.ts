import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  formatTimestamp,
  isValidPageSize,
  MAX_PAGE_SIZE,
  pageInfo,
  tokensToText,
  TRANSCRIPTION_PAGE_SIZE,
  TranscriptionStatus,
  transcriptToCues,
  transcriptToWebVtt,
  ValidationMessages,
  type TranscriptDocument,
  type TranscriptToken,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ContractError, contractError, assertValid } from '../../common/errors/contract-error';
import { errorMessage } from '../../common/queue/queue-monitor';
import { checkedPage, type Connection, type PageSizeRule } from '../../common/graphql/connection';
import type { Session } from '../auth/session';
import { CaptionsService } from '../captions/captions.service';
import { StorageService } from '../storage/storage.service';
import { VideoHooks } from '../videos/video-hooks';
import { transcriptKeyFor } from '../videos/video-media-keys';
import type { Video } from '../videos/video.entity';
import { PENDING_TRANSCRIPTIONS, VideosService } from '../videos/videos.service';
import type {
  SearchTranscriptsArgs,
  TranscriptionArgs,
  TranscriptionType,
  TranscriptSearchHitType,
  TranscriptSegmentType,
} from './dtos/transcript.types';
import type { TranscribeVideoRef } from './jobs/transcription-events';
import { TranscriptionProducer } from './jobs/transcription.producer';
import { TranscriptSegmentRow } from './transcript-segment.entity';
import {
  HEADLINE_START,
  HEADLINE_STOP,
  headlineHtml,
  parseTranscriptFilters,
  searchTerms,
  SqlParameters,
  tsquerySql,
  type TranscriptFilters,
} from './transcript-query';
import { Transcription } from './transcription.entity';

/** The editor asks for 30 segments, and for 30 × the pages it shows to mark a search. */
const TRANSCRIPT_PAGE_SIZES: PageSizeRule = {
  accepts: isValidPageSize,
  message: `Page size must be from 1 to ${MAX_PAGE_SIZE}.`,
};

/** Segments inserted per statement (7 parameters each, far below PostgreSQL's 65535). */
const INSERT_BATCH = 500;

const HEADLINE_OPTIONS =
  `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, MaxWords=30, MinWords=12, ShortWord=2, ` +
  'HighlightAll=false';

interface SegmentRecord {
  id: string;
  speakerLabel: string;
  startMs: number;
  endMs: number;
  text: string;
  tokens: TranscriptToken[];
  matched: boolean;
}

interface HitRecord {
  id: string;
  startMs: number;
  endMs: number;
  text: string;
  videoId: string;
  headline: string;
}

/**
 * Video transcripts: storing the one a transcription made (with its SYSTEM caption), reading it page by
 * page with the editor's filters, and searching all of an organization's transcripts. Every read is
 * scoped by the caller's organization.
 */
@Injectable()
export class TranscriptsService implements OnModuleInit {
  private readonly logger = new Logger(TranscriptsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly captions: CaptionsService,
    private readonly storage: StorageService,
    private readonly producer: TranscriptionProducer,
    private readonly hooks: VideoHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      processed: (video) => this.startTranscription(video),
      deleting: (manager, videos) => this.forgetTranscripts(manager, videos),
      reprocessing: (manager, video) => this.forgetTranscripts(manager, [video], true),
      duplicated: (manager, source, copy) => this.copyTranscript(manager, source, copy),
    });
  }

  /** Queues the transcription of a processed video; a queue out of reach is left to the reconcile. */
  async startTranscription(video: Video): Promise<void> {
    if (video.transcriptionStatus !== TranscriptionStatus.QUEUED) return;
    try {
      await this.producer.enqueue(video);
    } catch (error) {
      this.logger.error(
        `The transcription of video ${video.id} could not be queued (${errorMessage(error)}); the next reconcile queues it.`,
      );
    }
  }

  /**
   * Stores a finished transcript in one transaction, replacing the video's previous one, with its SYSTEM
   * caption (whose file is written first, and deleted again if the transaction does not commit). Only a
   * video still waiting for this run's transcript takes it; false otherwise.
   */
  async store(ref: TranscribeVideoRef, doc: TranscriptDocument): Promise<boolean> {
    const video = await this.videos.findForPlayback(ref.videoId);
    if (!video || !this.awaits(video, ref)) return false;
    const hasCues = transcriptToCues(doc).length > 0;
    const file = await this.captions.writeSystemCaptionFile(video, hasCues ? transcriptToWebVtt(doc) : null);
    let obsolete: string[] = file ? [file.key] : [];
    try {
      await this.dataSource.transaction(async (manager) => {
        const locked = await this.videos.lockOwned(manager, video.organizationId, video.id);
        if (!this.awaits(locked, ref)) return;
        await manager.getRepository(Transcription).delete({ videoId: video.id });
        const transcription = await manager.getRepository(Transcription).save(
          manager.getRepository(Transcription).create({
            organizationId: video.organizationId,
            videoId: video.id,
            videoCreated: video.created,
            languageCode: doc.languageCode,
            engine: doc.engine,
            durationMs: doc.durationMs,
          }),
        );
        await this.insertSegments(manager, transcription.id, doc);
        obsolete = await this.captions.replaceSystemCaption(manager, locked, doc.languageCode, file);
        await this.videos.updateTranscription(
          manager,
          ref,
          PENDING_TRANSCRIPTIONS,
          TranscriptionStatus.COMPLETED,
        );
      });
    } catch (error) {
      await this.storage.deleteUnused(file ? [file.key] : []);
      // Deleted meanwhile: nothing to store.
      if (error instanceof ContractError && error.code === ErrorCode.NOT_FOUND) return false;
      throw error;
    }
    await this.storage.deleteUnused(obsolete);
    return true;
  }

  /** The transcript of a video, filtered and paged (GetVideoTranscription); null while there is none. */
  async transcription(session: Session, args: TranscriptionArgs): Promise<TranscriptionType | null> {
    const video = await this.videos.findOwned(session.organization.id, args.videoId, 'videoId');
    const { filters, errors } = parseTranscriptFilters(args);
    assertValid(errors);
    const { page, pageSize, offset } = checkedPage(args, TRANSCRIPT_PAGE_SIZES, TRANSCRIPTION_PAGE_SIZE);
    const transcription = await this.dataSource
      .getRepository(Transcription)
      .findOne({ where: { videoId: video.id } });
    if (!transcription) return null;

    const params = new SqlParameters();
    const where = this.segmentConditions(transcription.id, filters, params.add);
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM "transcript_segments" s WHERE ${where}`,
      params.values,
    )) as [{ count: number }];
    const terms = searchTerms(args.search);
    const matched = terms ? `coalesce(x."search" @@ ${tsquerySql(terms, params.add)}, false)` : 'false';
    const rows = (await this.dataSource.query(
      `SELECT s."id", s."speakerLabel", s."startMs", s."endMs", s."text", s."tokens", ${matched} AS "matched"
         FROM "transcript_segments" s ${terms ? 'LEFT JOIN "transcript_search" x ON x."segmentId" = s."id"' : ''}
        WHERE ${where}
        ORDER BY s."position" LIMIT ${params.add(pageSize)} OFFSET ${params.add(offset)}`,
      params.values,
    )) as SegmentRecord[];
    return {
      id: transcription.id,
      languageCode: transcription.languageCode,
      segments: {
        nodes: rows.map((row) => presentSegment(row, filters)),
        totalCount: count,
        pageInfo: pageInfo(count, page, pageSize),
      },
    };
  }

  /**
   * The video's segments in spoken order with their timed words, as moment suggestions read them; none
   * while there is no transcript.
   */
  async timedSegments(
    videoId: string,
  ): Promise<Array<Pick<TranscriptSegmentRow, 'startMs' | 'endMs' | 'tokens'>>> {
    const transcription = await this.dataSource.getRepository(Transcription).findOneBy({ videoId });
    if (!transcription) return [];
    return this.dataSource.getRepository(TranscriptSegmentRow).find({
      select: { startMs: true, endMs: true, tokens: true },
      where: { transcriptionId: transcription.id },
      order: { position: 'ASC' },
    });
  }

  /**
   * The spoken text of a video, in order, as its public page shows it; with a range (a moment), only
   * the words said inside it. Empty while there is no transcript. Callers decide what is public.
   */
  async spokenText(videoId: string, range?: { startMs: number; endMs: number }): Promise<string> {
    const transcription = await this.dataSource.getRepository(Transcription).findOne({ where: { videoId } });
    if (!transcription) return '';
    const query = this.dataSource
      .getRepository(TranscriptSegmentRow)
      .createQueryBuilder('segment')
      .where('segment.transcriptionId = :id', { id: transcription.id })
      .orderBy('segment.position', 'ASC');
    if (range) {
      query
        .andWhere('segment.endMs > :startMs', { startMs: range.startMs })
        .andWhere('segment.startMs < :endMs', { endMs: range.endMs });
    }
    const segments = await query.getMany();
    if (!range) return segments.map((segment) => segment.text).join('\n');
    return segments
      .map((segment) =>
        tokensToText(
          segment.tokens.filter(
            (token) => token.startTimestamp >= range.startMs && token.endTimestamp <= range.endMs,
          ),
        ),
      )
      .filter((text) => text !== '')
      .join('\n');
  }

  /**
   * Full-text search over every transcript of the caller's organization: the matching segments, best
   * first (ts_rank: how often the searched words occur in the segment), then newest video first and in
   * the order they are spoken.
   */
  async search(session: Session, args: SearchTranscriptsArgs): Promise<Connection<TranscriptSearchHitType>> {
    const terms = searchTerms(args.search);
    if (!terms) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'search',
        message: ValidationMessages.required,
      });
    }
    const { page, pageSize, offset } = checkedPage(args);
    const organizationId = session.organization.id;
    const params = new SqlParameters();
    const tsquery = tsquerySql(terms, params.add);
    // One pass over the matches counts, ranks and pages them (a common word matches thousands of
    // segments) in the narrow search table, keeping only their keys; the page's rows are read after. The
    // count comes on the page's first row, or alone on a row of nulls past the last page.
    const rows = (await this.dataSource.query(
      `WITH "hits" AS MATERIALIZED (
         SELECT x."segmentId" AS "id", x."position", x."videoId", x."videoCreated",
             ts_rank(x."search", q."query") AS "rank"
           FROM (SELECT ${tsquery} AS "query") q, "transcript_search" x
          WHERE x."organizationId" = ${params.add(organizationId)} AND x."search" @@ q."query")
       SELECT c."total", p."id", s."startMs", s."endMs", s."text", p."videoId",
           ts_headline('simple', s."text", ${tsquery}, ${params.add(HEADLINE_OPTIONS)}) AS "headline"
         FROM (SELECT count(*)::int AS "total" FROM "hits") c
         LEFT JOIN LATERAL (
           SELECT * FROM "hits" ORDER BY "rank" DESC, "videoCreated" DESC, "videoId", "position"
            LIMIT ${params.add(pageSize)} OFFSET ${params.add(offset)}) p ON true
         LEFT JOIN "transcript_segments" s ON s."id" = p."id"
        ORDER BY p."rank" DESC, p."videoCreated" DESC, p."videoId", p."position"`,
      params.values,
    )) as Array<{ total: number } & (HitRecord | { [K in keyof HitRecord]: null })>;
    const count = rows[0]?.total ?? 0;
    const hits = rows.filter((row): row is { total: number } & HitRecord => row.id !== null);
    // The titles are the videos module's to read, for the page's videos only.
    const videos = await this.videos.findOwnedTitles(
      organizationId,
      hits.map((hit) => hit.videoId),
    );
    const titles = new Map(videos.map((video) => [video.id, video.title]));
    return {
      // A video deleted since the statement above (its transcript with it) is left out.
      nodes: hits.flatMap((row) => {
        const title = titles.get(row.videoId);
        return title === undefined
          ? []
          : [
              {
                video: { id: row.videoId, title },
                segment: {
                  id: row.id,
                  text: row.text,
                  startTimestamp: formatTimestamp(row.startMs),
                  endTimestamp: formatTimestamp(row.endMs),
                },
                snippet: headlineHtml(row.headline),
              },
            ];
      }),
      totalCount: count,
      pageInfo: pageInfo(count, page, pageSize),
    };
  }

  private awaits(video: Video, ref: TranscribeVideoRef): boolean {
    return (
      video.processingRun === ref.run &&
      video.transcriptionStatus !== null &&
      PENDING_TRANSCRIPTIONS.includes(video.transcriptionStatus)
    );
  }

  private segmentConditions(
    transcriptionId: string,
    filters: TranscriptFilters,
    param: (value: unknown) => string,
  ): string {
    const conditions = [`s."transcriptionId" = ${param(transcriptionId)}`];
    if (filters.startFrom !== undefined) conditions.push(`s."startMs" >= ${param(filters.startFrom)}`);
    if (filters.endTo !== undefined) conditions.push(`s."endMs" <= ${param(filters.endTo)}`);
    if (filters.rangeFrom !== undefined) conditions.push(`s."endMs" > ${param(filters.rangeFrom)}`);
    if (filters.rangeTo !== undefined) conditions.push(`s."startMs" < ${param(filters.rangeTo)}`);
    if (filters.speakerLabel !== undefined)
      conditions.push(`s."speakerLabel" = ${param(filters.speakerLabel)}`);
    if (filters.tokenType !== undefined) {
      conditions.push(`s."tokens" @> ${param(JSON.stringify([{ tokenType: filters.tokenType }]))}::jsonb`);
    }
    return conditions.join(' AND ');
  }

  private async insertSegments(manager: EntityManager, transcriptionId: string, doc: TranscriptDocument) {
    const rows = doc.segments.map((segment, position) => ({
      transcriptionId,
      position,
      speakerLabel: segment.speakerLabel,
      startMs: segment.startTimestamp,
      endMs: segment.endTimestamp,
      text: tokensToText(segment.tokens),
      tokens: segment.tokens,
    }));
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await manager.getRepository(TranscriptSegmentRow).insert(rows.slice(start, start + INSERT_BATCH));
    }
  }

  /**
   * Videos deleted or processed again: their transcript rows go (they cascade on deletion), queued jobs
   * are dropped, and their transcript files are returned to be deleted once committed.
   */
  private async forgetTranscripts(
    manager: EntityManager,
    videos: readonly Video[],
    deleteRows = false,
  ): Promise<string[]> {
    if (deleteRows && videos.length > 0) {
      await manager.getRepository(Transcription).delete({ videoId: In(videos.map((video) => video.id)) });
    }
    const keys: string[] = [];
    for (const video of videos) {
      if (video.transcriptionStatus === null) continue;
      keys.push(transcriptKeyFor(video, video.processingRun));
      try {
        await this.producer.removeJob(video);
      } catch (error) {
        this.logger.warn(
          `Removing the transcription job of video ${video.id} failed: ${errorMessage(error)}`,
        );
      }
    }
    return keys;
  }

  /** A duplicate of a transcribed video gets a copy of its transcript (same media, same words). */
  private async copyTranscript(manager: EntityManager, source: Video, copy: Video): Promise<void> {
    if (source.transcriptionStatus !== TranscriptionStatus.COMPLETED) return;
    await manager.query(
      `WITH copied AS (
         INSERT INTO "transcriptions"
           ("organizationId", "videoId", "videoCreated", "languageCode", "engine", "durationMs")
         SELECT "organizationId", $2, $3, "languageCode", "engine", "durationMs" FROM "transcriptions"
          WHERE "videoId" = $1
         RETURNING "id")
       INSERT INTO "transcript_segments"
         ("transcriptionId", "position", "speakerLabel", "startMs", "endMs", "text", "tokens")
       SELECT copied."id", s."position", s."speakerLabel", s."startMs", s."endMs", s."text", s."tokens"
         FROM copied, "transcript_segments" s
         JOIN "transcriptions" t ON t."id" = s."transcriptionId"
        WHERE t."videoId" = $1`,
      [source.id, copy.id, copy.created],
    );
  }
}

function presentSegment(row: SegmentRecord, filters: TranscriptFilters): TranscriptSegmentType {
  const tokens = row.tokens
    .map((token, index) => ({ token, index }))
    .filter(({ token }) => filters.tokenType === undefined || token.tokenType === filters.tokenType);
  return {
    id: row.id,
    startTimestamp: formatTimestamp(row.startMs),
    endTimestamp: formatTimestamp(row.endMs),
    speakerLabel: row.speakerLabel,
    text: row.text,
    matched: row.matched,
    tokens: tokens.map(({ token, index }) => ({
      id: `${row.id}:${index}`,
      startTimestamp: formatTimestamp(token.startTimestamp),
      endTimestamp: formatTimestamp(token.endTimestamp),
      token: token.token,
      tokenType: token.tokenType,
    })),
  };
}
