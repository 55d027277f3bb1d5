import { VideoStatus } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { MomentThumbnail } from '../../src/modules/moments/moment-thumbnail.entity';
import { Moment } from '../../src/modules/moments/moment.entity';
import type { Video } from '../../src/modules/videos/video.entity';
import type { PayloadError } from '../support/fixtures';
import { ERRORS } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { setVideo, startUpload } from '../videos/video-support';

/** What the moments tab and editor read of a moment. */
export const MOMENT_FIELDS = `id title description timeRange { start end } startTimestamp endTimestamp visible
  thumbnailId thumbnailUrl thumbnails { id imageUrl source } tags { value } internalTags { value }
  video { id title status } created source isPublished publicMomentUrl inCarousel`;

export interface MomentView {
  id: string;
  title: string;
  description: string;
  timeRange: { start: number; end: number };
  startTimestamp: string;
  endTimestamp: string;
  visible: boolean;
  thumbnailId: string | null;
  thumbnailUrl: string | null;
  thumbnails: Array<{ id: string; imageUrl: string; source: string }>;
  tags: Array<{ value: string }>;
  internalTags: Array<{ value: string }>;
  video: { id: string; title: string; status: string };
  created: string;
  source: string;
  isPublished: boolean;
  publicMomentUrl: string | null;
  inCarousel: boolean;
}

export interface MomentResult {
  moment: MomentView | null;
  errors: PayloadError[];
}

export const CREATE_MOMENT = `mutation Create($videoId: ID!, $moment: CreateMomentInput!) {
  createMoment(videoId: $videoId, moment: $moment) { moment { ${MOMENT_FIELDS} } ${ERRORS} }
}`;
export const UPDATE_MOMENT = `mutation Update($id: ID!, $moment: UpdateMomentInput!) {
  updateMoment(id: $id, moment: $moment) { moment { ${MOMENT_FIELDS} } ${ERRORS} }
}`;
export const TOGGLE_MOMENT = `mutation Toggle($id: ID, $ids: [ID!], $action: MemberToggleAction!) {
  toggleMoment(id: $id, ids: $ids, action: $action) { moments { id visible } ${ERRORS} }
}`;
export const DELETE_MOMENT = `mutation Delete($id: ID, $ids: [ID!]) {
  deleteMoment(id: $id, ids: $ids) { deletedMomentId deletedMomentIds ${ERRORS} }
}`;
export const SPLIT_MOMENT = `mutation Split($id: ID!, $playheadTimestamp: String!) {
  splitMoment(id: $id, playheadTimestamp: $playheadTimestamp) {
    moment { ${MOMENT_FIELDS} } copy { ${MOMENT_FIELDS} } ${ERRORS}
  }
}`;
export const MOMENTS = `query Moments($title: String, $videoId: ID, $search: String, $page: Int, $pageSize: Int, $orderBy: String, $pageOf: ID) {
  moments(title: $title, videoId: $videoId, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy, pageOf: $pageOf) {
    nodes { id title timeRange { start end } visible video { id } }
    totalCount
    pageInfo { hasNextPage hasPreviousPage totalPages pageNumber pageSize }
  }
}`;
export const MOMENT_BY_ID = `query Moment($id: ID!, $publishingTargetId: ID) {
  momentById(id: $id, publishingTargetId: $publishingTargetId) { ${MOMENT_FIELDS} }
}`;
export const VIDEO_MOMENTS = `query VideoMoments($id: ID!) {
  videoById(id: $id) { id momentsCount moments { id timeRange { start end } } }
}`;
export const CREATE_MOMENT_THUMBNAIL = `mutation CreateThumbnail($momentId: ID!, $imageBase64: String!) {
  createMomentThumbnail(momentId: $momentId, imageBase64: $imageBase64) { thumbnail { id imageUrl source } ${ERRORS} }
}`;
export const DELETE_MOMENT_THUMBNAIL = `mutation DeleteThumbnail($id: ID!) {
  deleteMomentThumbnail(id: $id) { deletedMomentThumbnailId ${ERRORS} }
}`;

/** A minute long processed video with a poster (keys only: URLs are signed, not read). */
export async function processedVideo(
  t: TestApp,
  token: string,
  changes: Partial<Video> = {},
): Promise<{ id: string; globalId: string }> {
  const started = await startUpload(t, token, 'Match.mp4');
  await setVideo(t, started.video.id, {
    status: VideoStatus.DRAFT,
    durationMs: 60_000,
    posterKey: 'media/poster.jpg',
    ...changes,
  });
  return started.video;
}

/** A mutation's payload; the call itself must not fail as a GraphQL request. */
export async function mutate<T>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const response = await t.gql<Record<string, T>>(query, variables, token);
  expect(response.errors).toBeUndefined();
  return Object.values(response.data)[0] as T;
}

export function createMoment(
  t: TestApp,
  token: string,
  videoId: string,
  moment: Record<string, unknown>,
): Promise<MomentResult> {
  return mutate<MomentResult>(t, CREATE_MOMENT, { videoId, moment }, token);
}

/** A moment that must be created: its id. */
export async function addMoment(
  t: TestApp,
  token: string,
  videoId: string,
  title: string,
  startTimestamp: string,
  endTimestamp: string,
  extra: Record<string, unknown> = {},
): Promise<MomentView> {
  const created = await createMoment(t, token, videoId, { title, startTimestamp, endTimestamp, ...extra });
  expect(created.errors).toEqual([]);
  return created.moment as MomentView;
}

export function updateMoment(
  t: TestApp,
  token: string,
  id: string,
  moment: Record<string, unknown>,
): Promise<MomentResult> {
  return mutate<MomentResult>(t, UPDATE_MOMENT, { id, moment }, token);
}

export function momentRows(t: TestApp, videoId: string): Promise<Moment[]> {
  return t.app
    .get(DataSource)
    .getRepository(Moment)
    .find({ where: { videoId }, order: { startMs: 'ASC' } });
}

export function momentThumbnailRows(t: TestApp, momentId: string): Promise<MomentThumbnail[]> {
  return t.app
    .get(DataSource)
    .getRepository(MomentThumbnail)
    .find({ where: { momentId }, order: { created: 'ASC' } });
}
