import type { D2CApiKeyFieldsFragment, D2CTranscriptionsQuery } from '@framehouse/sdk';
import type { LimitUsage } from './usage-meters';

/** The data provider's resource names of the D2C page (and the keys their page sizes are stored under). */
export const D2C_API_KEYS = 'd2cApiKeys';
export const D2C_TRANSCRIPTIONS = 'd2cTranscriptions';

/** A row of the API Keys table (spec §3 D2C API key); `key` is null only if it can no longer be decrypted. */
export type ApiKeyRow = D2CApiKeyFieldsFragment;

/** A row of the Service Usage table (spec §3 D2C transcription); `duration` is in seconds, once validated. */
export type TranscriptionRow = D2CTranscriptionsQuery['d2cTranscriptions']['nodes'][number];

/** What the transcriptions list answers besides its rows: the subscription's limits usage. */
export interface TranscriptionListMeta {
  limitsUsage: LimitUsage[];
}

/** The limits usage a transcriptions list carried in its `meta` (react-admin types `meta` as any). */
export function limitsUsageOf(meta: unknown): LimitUsage[] | undefined {
  if (typeof meta !== 'object' || meta === null) return undefined;
  const limitsUsage: unknown = Reflect.get(meta, 'limitsUsage');
  return Array.isArray(limitsUsage) ? limitsUsage : undefined;
}
