import {
  embedSnippet,
  isVideoPublishable,
  publicMomentPath,
  publicVideoPath,
  PublishingTargetType,
  type EmbedKind,
  type VideoStatus,
} from '@framehouse/domain';
import type { TargetRecord } from './publish-form';

/**
 * PUBLIC_URL as the API gave it inside a public link: the link without its page path. The embed snippet
 * needs it; without a link (nothing published yet) the admin's own origin is PUBLIC_URL (one origin).
 */
export function publicBaseOf(
  kind: EmbedKind,
  id: string,
  publicUrl: string | null | undefined,
  fallback: string,
) {
  const path = kind === 'video' ? publicVideoPath(id) : publicMomentPath(id);
  if (publicUrl?.endsWith(path)) return publicUrl.slice(0, -path.length);
  return fallback;
}

/** The snippet of the embed dialog, for the public link the API gave (or the admin's origin). */
export function embedSnippetFor(
  kind: EmbedKind,
  id: string,
  publicUrl: string | null | undefined,
  fallbackBase: string,
): string {
  return embedSnippet(kind, id, publicBaseOf(kind, id, publicUrl, fallbackBase));
}

/** The organization's own pages target: share links and embeds are served from it. */
export function selfPublicationTargetId(targets: readonly TargetRecord[]): string | undefined {
  return targets.find((target) => target.type === PublishingTargetType.SelfPublication)?.id;
}

/**
 * The embed dialog publishes the video to its own pages first when it is not live there, the member may
 * publish and the status allows it (spec §2 Embed and share dialogs).
 */
export function embedNeedsPublishing(options: {
  liveOnOwnPages: boolean;
  canPublish: boolean;
  status: VideoStatus | undefined;
}): boolean {
  return (
    !options.liveOnOwnPages && options.canPublish && !!options.status && isVideoPublishable(options.status)
  );
}
