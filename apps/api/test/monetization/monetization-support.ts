import { VideoOrigin, VideoStatus } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Video } from '../../src/modules/videos/video.entity';
import { ERRORS } from '../support/flows';
import type { TestApp } from '../support/test-app';

/** Test setup: a processed-looking video row of an organization, without the pipeline. */
export async function insertVideo(t: TestApp, organizationId: string, title = 'Clip'): Promise<string> {
  const repository = t.app.get(DataSource).getRepository(Video);
  const mediaId = randomUUID();
  const video = await repository.save(
    repository.create({
      organizationId,
      mediaId,
      title,
      status: VideoStatus.DRAFT,
      origin: VideoOrigin.DIRECT,
      sourceKey: `media/${organizationId}/${mediaId}/source.mp4`,
      processingProgress: 100,
    }),
  );
  return video.id;
}

export const TAG_FIELDS = 'id name monetizationUrl default active created';

export const AD_TAGS = `query { me { organization { isMonetizationEnabled monetizationSettings { ${TAG_FIELDS} } } } }`;
export const CREATE_TAG = `mutation($input: OrganizationMonetizationInput!) { createOrganizationMonetization(organizationMonetization: $input) { organizationMonetization { ${TAG_FIELDS} } ${ERRORS} } }`;
export const UPDATE_TAG = `mutation($id: ID!, $input: OrganizationMonetizationInput!) { updateOrganizationMonetization(id: $id, organizationMonetization: $input) { organizationMonetization { ${TAG_FIELDS} } ${ERRORS} } }`;
export const DELETE_TAG = `mutation($id: ID!) { deleteOrganizationMonetization(id: $id) { deletedId ${ERRORS} } }`;
export const SET_ORGANIZATION_MONETIZATION = `mutation($on: Boolean) { updateOrganization(isMonetizationEnabled: $on) { organization { isMonetizationEnabled } ${ERRORS} } }`;

export const MONETIZATION_FIELDS =
  'orgMonetization { id monetizationUrl } useDefaultMonetization isMonetizationEnabled adType adDensity adLocation';
export const VIDEO_MONETIZATION = `query($id: ID!) { videoById(id: $id) { id isMonetizationEnabled monetization { ${MONETIZATION_FIELDS} } } }`;
export const UPDATE_VIDEO_MONETIZATION = `mutation($videoId: ID!, $monetization: VideoMonetizationInput!) { updateVideoMonetization(videoId: $videoId, monetization: $monetization) { videoId monetization { ${MONETIZATION_FIELDS} } ${ERRORS} } }`;
