import { PublishingTargetType as DomainTargetType } from '@framehouse/domain';
import { PublishingTargetType } from '@framehouse/sdk';
import { enumMember } from '../enum-member';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** The SDK's target types of the domain's (the same values). */
function sdkTargetTypes(types: readonly DomainTargetType[]): PublishingTargetType[] {
  return types.flatMap((type) => {
    const member = enumMember(PublishingTargetType, type);
    return member ? [member] : [];
  });
}

/** Publishing's calls (libs/sdk/operations/publishing.graphql); a payload's errors throw. */
export const publishingApi = {
  /** The Publish page's targets, with this video's scheduled date on each. */
  targets: async (videoId: string) =>
    (await sdk.PublishingTargets({ videoId })).me.organization?.publishingTargets ?? [],
  /** The video's publications and status, polled by the results view. */
  videoPublishing: async (id: string) => (await sdk.VideoPublishing({ id })).videoById ?? undefined,
  publish: async (options: {
    id: string;
    publishingTargetIds: string[];
    scheduledPublishDate: Date | null;
    youtubeCategory?: string;
  }) => {
    const { publishVideo } = await sdk.PublishVideo({
      id: options.id,
      publishingTargetIds: options.publishingTargetIds,
      scheduledPublishDate: options.scheduledPublishDate?.toISOString() ?? null,
      youtubeOptions: options.youtubeCategory ? { category: options.youtubeCategory } : null,
    });
    return unwrapPayload(publishVideo).video;
  },
  /** Puts the video live on the own pages, as an embed or a widget needs it (publishWidget). */
  publishOnOwnPages: async (id: string) =>
    unwrapPayload((await sdk.PublishWidget({ id })).publishWidget).video,
  unpublish: async (videoId: string, targetTypes: readonly DomainTargetType[]) =>
    unwrapPayload(
      (await sdk.UnpublishVideo({ videoId, targetTypes: sdkTargetTypes(targetTypes) })).unpublishVideo,
    ).video,
  cancelScheduledPublish: async (videoId: string) =>
    unwrapPayload((await sdk.CancelScheduledPublish({ videoId })).cancelScheduledPublish).video,
  /** The public page of a moment on the organization's own pages (momentById with that target). */
  publicMomentUrl: async (momentId: string, publishingTargetId: string | undefined) =>
    (await sdk.MomentById({ id: momentId, publishingTargetId })).momentById?.publicMomentUrl ?? undefined,
};
