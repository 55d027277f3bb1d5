import { Injectable } from '@nestjs/common';
import type { EmbedKind } from '@framehouse/domain';
import { contentScope, PublicContentVersions } from '../../common/public-cache/public-content-versions';
import { PublicPlayerService } from './public-player.service';

/** What the analytics stream needs of the content a player reports about. */
export interface ReportedSubject {
  organizationId: string;
  videoId: string;
  /** Null for a video's own player. */
  momentId: string | null;
  /** The subject's part of the video's timeline in ms: the whole video, or the moment's range. */
  startMs: number;
  /** Null while the video's length is unknown. */
  endMs: number | null;
}

/** Answers kept at most, least recently used out first (a few hundred bytes each). */
const MAX_ENTRIES = 10_000;

/** An answer is looked up again after this long even when nothing said it changed (as the public cache). */
const MAX_AGE_MS = 60_000;

interface Entry {
  /** A video or a moment never changes organization: learnt once, it says whose version to read. */
  organizationId: string;
  subject: ReportedSubject | null;
  /** The organization's content version the subject was looked up under. */
  version: string | null;
  at: number;
}

/**
 * Whether a player's report is about public content, answered as the public pages answer it
 * (`PublicPlayerService.find`) but looked up once per change of the organization's public content
 * rather than once per batch: players report every few seconds while the content seldom changes. The
 * rules are the public cache's (docs/decisions.md, "Public responses from a cache"): the organization's
 * content version is read (one MGET a turn for every request) before the content is looked up, and an
 * answer is used while the version is unchanged and it is younger than a minute; an organization is
 * learnt from a first lookup, so a key's first answer is not kept; if Redis cannot be read, every report
 * is looked up.
 */
@Injectable()
export class ReportedContent {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly content: PublicPlayerService,
    private readonly versions: PublicContentVersions,
  ) {
    versions.onFailure(() => this.entries.clear());
  }

  async find(kind: EmbedKind, id: string, now = Date.now()): Promise<ReportedSubject | null> {
    const key = `${kind}:${id}`;
    const known = this.entries.get(key);
    const version = known ? await this.versionOf(known.organizationId) : null;
    if (known?.subject && version !== null && known.version === version && now - known.at < MAX_AGE_MS) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.subject;
    }
    const published = await this.content.find(kind, id);
    if (!published) {
      this.entries.delete(key);
      return null;
    }
    const { video, moment } = published;
    const subject: ReportedSubject = {
      organizationId: video.organizationId,
      videoId: video.id,
      momentId: moment?.id ?? null,
      startMs: moment?.startMs ?? 0,
      endMs: moment ? moment.endMs : video.durationMs,
    };
    this.entries.delete(key);
    this.entries.set(key, {
      organizationId: subject.organizationId,
      subject: known?.organizationId === subject.organizationId ? subject : null,
      version,
      at: now,
    });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return subject;
  }

  private async versionOf(organizationId: string): Promise<string | null> {
    try {
      const [version] = await this.versions.read([contentScope(organizationId)]);
      return version ?? null;
    } catch {
      return null;
    }
  }
}
