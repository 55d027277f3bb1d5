import { DataSource } from 'typeorm';
import { VideoThumbnail } from '../../src/modules/videos/thumbnails/video-thumbnail.entity';
import { VideoVersion } from '../../src/modules/videos/video-version.entity';
import { OrganizationRole, SubscriptionPlan } from '@framehouse/domain';
import type { PayloadError } from '../support/fixtures';
import { addMember, ERRORS, registerOwner, type Member, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { setPlan } from './video-support';

/** The editor suites' cast: an owner with a curator (no editing permissions), and another organization. */
export async function editorCast(
  t: TestApp,
  name: string,
): Promise<{ owner: Owner; curator: Member; other: Owner }> {
  const owner = await registerOwner(t, { organizationName: `${name} A` });
  await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
  const curator = await addMember(t, owner, OrganizationRole.CURATOR);
  const other = await registerOwner(t, { organizationName: `${name} B` });
  await setPlan(t, other.organizationId, SubscriptionPlan.UNLIMITED);
  return { owner, curator, other };
}

/** What the editor reads of a video. */
export const EDITOR_FIELDS = `id title description status version tags { value } internalTags { value }
  orgLogoEnabled orgLogoPosition thumbnailId thumbnailUrl thumbnails { id imageUrl source }`;

export interface EditorVideo {
  id: string;
  title: string;
  description: string;
  status: string;
  version: number;
  tags: Array<{ value: string }>;
  internalTags: Array<{ value: string }>;
  orgLogoEnabled: boolean;
  orgLogoPosition: string;
  thumbnailId: string | null;
  thumbnailUrl: string | null;
  thumbnails: Array<{ id: string; imageUrl: string; source: string }>;
}

export const UPDATE_VIDEO = `mutation Update($id: ID!, $video: UpdateVideoInput!) {
  updateVideo(id: $id, video: $video) { video { ${EDITOR_FIELDS} } ${ERRORS} }
}`;
export const CREATE_THUMBNAIL = `mutation CreateThumbnail($videoId: ID!, $imageBase64: String!) {
  createVideoThumbnail(videoId: $videoId, imageBase64: $imageBase64) { thumbnail { id imageUrl source } ${ERRORS} }
}`;
export const DELETE_THUMBNAIL = `mutation DeleteThumbnail($id: ID!) {
  deleteVideoThumbnail(id: $id) { deletedVideoThumbnailId ${ERRORS} }
}`;
export const EDITOR_VIDEO = `query EditorVideo($id: ID!) { videoById(id: $id) { ${EDITOR_FIELDS} } }`;

export interface UpdateResult {
  video: EditorVideo | null;
  errors: PayloadError[];
}

export async function updateVideo(
  t: TestApp,
  token: string,
  id: string,
  video: Record<string, unknown>,
): Promise<UpdateResult> {
  const response = await t.gql<{ updateVideo: UpdateResult }>(UPDATE_VIDEO, { id, video }, token);
  expect(response.errors).toBeUndefined();
  return response.data.updateVideo;
}

export async function editorVideo(t: TestApp, token: string, id: string): Promise<EditorVideo> {
  const response = await t.gql<{ videoById: EditorVideo }>(EDITOR_VIDEO, { id }, token);
  expect(response.errors).toBeUndefined();
  return response.data.videoById;
}

export function versionsOf(t: TestApp, videoId: string): Promise<VideoVersion[]> {
  return t.app
    .get(DataSource)
    .getRepository(VideoVersion)
    .find({ where: { videoId }, order: { version: 'ASC' } });
}

export function thumbnailRows(t: TestApp, videoId: string): Promise<VideoThumbnail[]> {
  return t.app.get(DataSource).getRepository(VideoThumbnail).find({ where: { videoId } });
}
