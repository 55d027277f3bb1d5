import { PublishingTargetType as DomainTargetType } from '@framehouse/domain';
import { AuthorizedServiceName, PublishingTargetType } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { enumMember, sdk } from '../sdk';

/** The SDK's target types of the domain's (the same values). */
function sdkTargetTypes(types: readonly DomainTargetType[]): PublishingTargetType[] {
  return types.flatMap((type) => {
    const member = enumMember(PublishingTargetType, type);
    return member ? [member] : [];
  });
}

/** The Publish page's targets, with this video's scheduled date on each. */
export async function fetchPublishingTargets(videoId: string) {
  const { me } = await sdk.PublishingTargets({ videoId });
  return me.organization?.publishingTargets ?? [];
}

/** The video's publications and status, polled by the results view. */
export async function fetchVideoPublishing(id: string) {
  const { videoById } = await sdk.VideoPublishing({ id });
  return videoById ?? undefined;
}

export async function fetchYouTubeAccountName(): Promise<string | undefined> {
  const { me } = await sdk.AuthorizedServices({ service: AuthorizedServiceName.Youtube });
  return me.authorizedServices[0]?.accountName;
}

export async function fetchYouTubeCategories() {
  const { availableYouTubeCategories } = await sdk.AvailableYouTubeCategories({});
  return availableYouTubeCategories;
}

export async function publishVideo(options: {
  id: string;
  publishingTargetIds: string[];
  scheduledPublishDate: Date | null;
  youtubeCategory?: string;
}) {
  const { publishVideo: payload } = await sdk.PublishVideo({
    id: options.id,
    publishingTargetIds: options.publishingTargetIds,
    scheduledPublishDate: options.scheduledPublishDate?.toISOString() ?? null,
    youtubeOptions: options.youtubeCategory ? { category: options.youtubeCategory } : null,
  });
  return unwrapPayload(payload).video;
}

export async function unpublishVideo(videoId: string, targetTypes: readonly DomainTargetType[]) {
  const { unpublishVideo: payload } = await sdk.UnpublishVideo({
    videoId,
    targetTypes: sdkTargetTypes(targetTypes),
  });
  return unwrapPayload(payload).video;
}

export async function cancelScheduledPublish(videoId: string) {
  const { cancelScheduledPublish: payload } = await sdk.CancelScheduledPublish({ videoId });
  return unwrapPayload(payload).video;
}

/** The public page of a moment on the organization's own pages (momentById with that target). */
export async function fetchPublicMomentUrl(momentId: string, publishingTargetId: string | undefined) {
  const { momentById } = await sdk.MomentById({ id: momentId, publishingTargetId });
  return momentById?.publicMomentUrl ?? undefined;
}
