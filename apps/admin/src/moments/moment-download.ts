import { momentDownloadFailedMessage, type TimeRange } from '@framehouse/domain';

/** A failed download call, with the HTTP status the spec's toast names. */
export class MomentDownloadError extends Error {
  constructor(readonly status: number) {
    super(momentDownloadFailedMessage(status));
    this.name = 'MomentDownloadError';
  }
}

/** What a status call answered: the job's progress, or the finished MP4. */
export type DownloadProgress =
  { kind: 'progress'; percent: number } | { kind: 'file'; file: Blob; filename: string };

/** The filename of an attachment's Content-Disposition (RFC 6266, filename* first), else `fallback`. */
export function attachmentFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** The progress of a JSON status answer; a body without a number counts as 0 %. */
export function progressPercent(body: unknown): number {
  const value =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'progress_percentage') : undefined;
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.max(0, Math.min(100, Math.round(value)))
    : 0;
}

/** The REST calls of spec §7 (bearer token), on the admin's origin; the range in whole milliseconds. */
export function momentDownloadStartUrl(momentId: string, range: TimeRange): string {
  return `/moments/download/${encodeURIComponent(momentId)}/${Math.round(range.start)}/${Math.round(range.end)}`;
}

export function momentDownloadStatusUrl(jobId: string): string {
  return `/moments/download/status/${encodeURIComponent(jobId)}`;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function call(fetcher: Fetch, url: string, token: string | null): Promise<Response> {
  const response = await fetcher(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new MomentDownloadError(response.status);
  return response;
}

/** Starts the cut of the moment's range; its job id. */
export async function startMomentDownload(
  fetcher: Fetch,
  token: string | null,
  momentId: string,
  range: TimeRange,
): Promise<string> {
  const response = await call(fetcher, momentDownloadStartUrl(momentId, range), token);
  const body: unknown = await response.json();
  const jobId = typeof body === 'object' && body !== null ? Reflect.get(body, 'job_id') : undefined;
  if (typeof jobId !== 'string') throw new MomentDownloadError(response.status);
  return jobId;
}

/** One status call: JSON while the job runs, the MP4 itself when it is done (spec §4). */
export async function momentDownloadStatus(
  fetcher: Fetch,
  token: string | null,
  jobId: string,
  fallbackName: string,
): Promise<DownloadProgress> {
  const response = await call(fetcher, momentDownloadStatusUrl(jobId), token);
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    return { kind: 'progress', percent: progressPercent(await response.json()) };
  }
  return {
    kind: 'file',
    file: await response.blob(),
    filename: attachmentFilename(response.headers.get('Content-Disposition'), fallbackName),
  };
}
