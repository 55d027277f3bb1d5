import { JobName, jobIdFor, QueueName, SubscriptionPlan } from '@framehouse/domain';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PublishingTargetsService } from '../../src/modules/publishing/publishing-targets.service';
import type { PublishingTarget } from '../../src/modules/publishing/publishing-target.entity';
import { YouTubeAccount } from '../../src/modules/youtube/youtube-account.entity';
import type { PayloadError } from '../support/fixtures';
import { ERRORS, registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { setPlan } from '../videos/video-support';

/** What the Publish page reads of a video. */
export const PUBLISHING_FIELDS = `id status version isPublished scheduledDatetime platforms
  publications { id publicUrl publishingTargetId stale }
  externalPublications { id publicUrl stale studioUrl uploadStatus publishingTargetId failureReason scheduledDatetime }`;

export interface PublishingView {
  id: string;
  status: string;
  version: number;
  isPublished: boolean;
  scheduledDatetime: string | null;
  platforms: string[];
  publications: Array<{ id: string; publicUrl: string | null; publishingTargetId: string; stale: boolean }>;
  externalPublications: Array<{
    id: string;
    publicUrl: string | null;
    stale: boolean;
    studioUrl: string | null;
    uploadStatus: string;
    publishingTargetId: string;
    failureReason: string | null;
    scheduledDatetime: string | null;
  }>;
}

export interface PublishingResult {
  video: PublishingView | null;
  errors: PayloadError[];
}

export const PUBLISH_VIDEO = `mutation Publish($id: ID!, $publishingTargetIds: [ID!]!, $scheduledPublishDate: DateTime, $youtubeOptions: YouTubeOptionsInput) {
  publishVideo(id: $id, publishingTargetIds: $publishingTargetIds, scheduledPublishDate: $scheduledPublishDate, youtubeOptions: $youtubeOptions) {
    video { ${PUBLISHING_FIELDS} } ${ERRORS}
  }
}`;
export const PUBLISH_YOUTUBE = `mutation PublishYouTube($id: ID!, $options: YouTubeOptionsInput) {
  publishYouTube(id: $id, options: $options) { video { ${PUBLISHING_FIELDS} } ${ERRORS} }
}`;
export const UNPUBLISH_VIDEO = `mutation Unpublish($videoId: ID!, $targetTypes: [PublishingTargetType!]) {
  unpublishVideo(videoId: $videoId, targetTypes: $targetTypes) { video { ${PUBLISHING_FIELDS} } ${ERRORS} }
}`;
export const UNPUBLISH_YOUTUBE = `mutation UnpublishYouTube($videoId: ID!) {
  unpublishYouTube(videoId: $videoId) { video { ${PUBLISHING_FIELDS} } ${ERRORS} }
}`;
export const CANCEL_SCHEDULED = `mutation Cancel($videoId: ID!) {
  cancelScheduledPublish(videoId: $videoId) { video { ${PUBLISHING_FIELDS} } ${ERRORS} }
}`;
export const CANCEL_SCHEDULED_YOUTUBE = `mutation CancelYouTube($videoId: ID!) {
  cancelScheduledPublishYouTube(videoId: $videoId) { video { ${PUBLISHING_FIELDS} } ${ERRORS} }
}`;
export const VIDEO_PUBLISHING = `query Video($id: ID!) { videoById(id: $id) { ${PUBLISHING_FIELDS} } }`;
export const TARGETS = `query Targets($videoId: ID) {
  me { organization { id
    publishingTargets(videoId: $videoId) { id name type scheduledPublishDate }
    externalPublishingTargets(videoId: $videoId) { id name type scheduledPublishDate }
  } }
}`;

export interface TargetView {
  id: string;
  name: string;
  type: string;
  scheduledPublishDate: string | null;
}

/** A mutation's payload; the call itself must not fail as a GraphQL request. */
export async function call(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<PublishingResult> {
  const response = await t.gql<Record<string, PublishingResult>>(query, variables, token);
  expect(response.errors).toBeUndefined();
  return Object.values(response.data)[0] as PublishingResult;
}

export async function targetsOf(
  t: TestApp,
  token: string,
  videoId?: string,
): Promise<{ publishingTargets: TargetView[]; externalPublishingTargets: TargetView[] }> {
  const response = await t.gql<{
    me: { organization: { publishingTargets: TargetView[]; externalPublishingTargets: TargetView[] } };
  }>(TARGETS, { videoId }, token);
  expect(response.errors).toBeUndefined();
  return response.data.me.organization;
}

/** The organization's own pages target. */
export async function selfTargetId(t: TestApp, token: string): Promise<string> {
  const { publishingTargets } = await targetsOf(t, token);
  const self = publishingTargets.find((target) => target.type === 'SelfPublication');
  if (!self) throw new Error('No SelfPublication target');
  return self.id;
}

/**
 * Test setup: a linked account's row (its tokens are never used here: the youtube worker is not part of
 * these tests) and its target, made through the service the youtube module calls when linking.
 */
export async function linkYouTubeTarget(t: TestApp, owner: Owner, name = 'My channel') {
  const dataSource = t.app.get(DataSource);
  const target: PublishingTarget = await dataSource.transaction(async (manager) => {
    const account = await manager.getRepository(YouTubeAccount).save({
      id: randomUUID(),
      organizationId: owner.organizationId,
      userId: owner.userId,
      accountName: name,
      channelId: `UC${randomUUID().replace(/-/g, '').slice(0, 22)}`,
      accessTokenEncrypted: 'unused',
      refreshTokenEncrypted: 'unused',
      tokenExpiresAt: null,
    });
    return t.app
      .get(PublishingTargetsService)
      .addYouTubeTarget(manager, owner.organizationId, account.id, name);
  });
  return target;
}

/** The app's queue of that name, as a worker sees it (same Redis, same prefix). */
export function queueOf(t: TestApp, name: QueueName): Queue {
  return new Queue(name, { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix });
}

export const uploadJobIds = async (queue: Queue, publicationId: string): Promise<string[]> => {
  const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
  return jobs
    .filter((job) => job.name === JobName.UPLOAD_TO_YOUTUBE && job.data.publicationId === publicationId)
    .map((job) => job.id ?? '');
};

export const removalJobs = async (queue: Queue, publicationId: string) => {
  const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
  return jobs.filter(
    (job) => job.name === JobName.REMOVE_FROM_YOUTUBE && job.data.publicationId === publicationId,
  );
};

export const scheduleJobId = (videoId: string, run: number) =>
  jobIdFor(JobName.PUBLISH_SCHEDULED_VIDEO, videoId, run);

/** An owner on a plan without publish limit. */
export async function unlimitedOwner(t: TestApp, name: string): Promise<Owner> {
  const owner = await registerOwner(t, { organizationName: name });
  await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
  return owner;
}

export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
