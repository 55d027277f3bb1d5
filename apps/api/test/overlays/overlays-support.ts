import { VideoOrigin, VideoStatus } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { Video } from '../../src/modules/videos/video.entity';
import type { PayloadError } from '../support/fixtures';
import { ERRORS } from '../support/flows';
import type { TestApp } from '../support/test-app';

export const END_CARD_FIELDS = `id name customCode status cardType origin cardOrientation cardSize overlay background
  backgroundImageUrl backgroundImageSettings border videoControlButtons headline subline
  ctaButton1 { id name } ctaButton2 { id name } watchNextButtonVisible promoCodeButton { text label }
  videosCount momentsCount created`;

export interface EndCardView {
  id: string;
  name: string;
  customCode: string | null;
  status: string;
  cardType: string;
  origin: string | null;
  cardOrientation: string | null;
  cardSize: string | null;
  overlay: string | null;
  background: string | null;
  backgroundImageUrl: string | null;
  backgroundImageSettings: string | null;
  border: string | null;
  videoControlButtons: string | null;
  headline: string | null;
  subline: string | null;
  ctaButton1: { id: string; name: string } | null;
  ctaButton2: { id: string; name: string } | null;
  watchNextButtonVisible: boolean;
  promoCodeButton: { text: string; label: string } | null;
  videosCount: number;
  momentsCount: number;
  created: string;
}

export const CREATE_END_CARD = `mutation($endCard: EndCardInput!) { createEndCard(endCard: $endCard) { endCard { ${END_CARD_FIELDS} } ${ERRORS} } }`;
export const UPDATE_END_CARD = `mutation($id: ID!, $endCard: EndCardInput!) { updateEndCard(id: $id, endCard: $endCard) { endCard { ${END_CARD_FIELDS} } ${ERRORS} } }`;
export const DELETE_END_CARD = `mutation($id: ID!) { deleteEndCard(id: $id) { deletedId ${ERRORS} } }`;
export const END_CARD_BY_ID = `query($id: ID!) { endCardById(id: $id) { ${END_CARD_FIELDS} } }`;
export const END_CARDS = `query($orderBy: String, $page: Int, $pageSize: Int, $search: String) {
  endCards(orderBy: $orderBy, page: $page, pageSize: $pageSize, search: $search) {
    nodes { id name videosCount momentsCount ctaButton1 { id name } } totalCount pageInfo { totalPages pageSize }
  }
}`;

export const BUTTON_FIELDS = 'id created name url text background border icon publicUuid';
export const IMAGE_FIELDS = 'id created name url imageUrl publicUuid';

export interface ButtonCtaView {
  id: string;
  created: string;
  name: string;
  url: string;
  text: string;
  background: string;
  border: string;
  icon: string | null;
  publicUuid: string;
}

export interface ImageCtaView {
  id: string;
  created: string;
  name: string;
  url: string | null;
  imageUrl: string;
  publicUuid: string;
}

export const CREATE_BUTTON = `mutation($input: ButtonCtaInput!) { createButtonCta(button_cta: $input) { buttonCta { ${BUTTON_FIELDS} } ${ERRORS} } }`;
export const UPDATE_BUTTON = `mutation($id: ID!, $input: ButtonCtaInput!) { updateButtonCta(id: $id, button_cta: $input) { buttonCta { ${BUTTON_FIELDS} } ${ERRORS} } }`;
export const CREATE_IMAGE = `mutation($input: ImageCtaInput!) { createImageCta(image_cta: $input) { imageCta { ${IMAGE_FIELDS} } ${ERRORS} } }`;
export const UPDATE_IMAGE = `mutation($id: ID!, $input: ImageCtaInput!) { updateImageCta(id: $id, image_cta: $input) { imageCta { ${IMAGE_FIELDS} } ${ERRORS} } }`;
export const DELETE_CTA = `mutation($id: ID!) { deleteCta(id: $id) { deletedId ${ERRORS} } }`;
export const BUTTON_BY_ID = `query($id: ID!) { buttonCtaById(id: $id) { ${BUTTON_FIELDS} } }`;
export const IMAGE_BY_ID = `query($id: ID!) { imageCtaById(id: $id) { ${IMAGE_FIELDS} } }`;
export const CTAS = `query($typeFilter: CtaType, $orderBy: String, $search: String, $page: Int, $pageSize: Int) {
  ctas(typeFilter: $typeFilter, orderBy: $orderBy, search: $search, page: $page, pageSize: $pageSize) {
    nodes { id name created type usedInCards usedInVideos publicUuid } totalCount
  }
}`;

export const CTA_TIMESTAMP_FIELDS = `id name startTimestamp endTimestamp ranges
  ctas { id order type buttonCta { id name } imageCta { id imageUrl } template styles width config }`;
export const CREATE_VIDEO_CTAS = `mutation($videoId: ID!, $input: VideoCtasInput!) { createVideoCtas(videoId: $videoId, video_ctas: $input) { videoId ctaTimestamps { ${CTA_TIMESTAMP_FIELDS} } ${ERRORS} } }`;
export const UPDATE_VIDEO_CTAS = `mutation($videoId: ID!, $input: VideoCtasInput!) { updateVideoCtas(videoId: $videoId, video_ctas: $input) { videoId ctaTimestamps { ${CTA_TIMESTAMP_FIELDS} } ${ERRORS} } }`;
export const VIDEO_OVERLAYS = `query($id: ID!) { videoById(id: $id) { id status endCardId endCard { id name } ctaTimestamps { ${CTA_TIMESTAMP_FIELDS} } } }`;

export interface CtaTimestampView {
  id: string;
  name: string;
  startTimestamp: number;
  endTimestamp: number;
  ranges: number[];
  ctas: Array<{
    id: string;
    order: number;
    type: string;
    buttonCta: { id: string; name: string } | null;
    imageCta: { id: string; imageUrl: string } | null;
    template: string;
    styles: string | null;
    width: number;
    config: string;
  }>;
}

/** A headline part the builder sends. */
export const headline = (text = 'Thanks for watching', extra: Record<string, unknown> = {}) =>
  JSON.stringify({ text, font: 'Roboto', fontWeight: 700, fontSize: 24, color: '#000000', ...extra });

/** A mutation's payload; the call itself must not fail as a GraphQL request. */
export async function mutate<T>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T & { errors: PayloadError[] }> {
  const response = await t.gql<Record<string, T & { errors: PayloadError[] }>>(query, variables, token);
  expect(response.errors).toBeUndefined();
  return Object.values(response.data)[0] as T & { errors: PayloadError[] };
}

/** Test setup: a processed video row of `durationMs`, without the pipeline. */
export async function insertVideo(
  t: TestApp,
  organizationId: string,
  changes: Partial<Video> = {},
): Promise<string> {
  const repository = t.app.get(DataSource).getRepository(Video);
  const mediaId = randomUUID();
  const video = await repository.save(
    repository.create({
      organizationId,
      mediaId,
      title: 'Clip',
      status: VideoStatus.DRAFT,
      origin: VideoOrigin.DIRECT,
      sourceKey: `media/${organizationId}/${mediaId}/source.mp4`,
      processingProgress: 100,
      durationMs: 60_000,
      ...changes,
    }),
  );
  return video.id;
}

/** A real picture as base64, with an alpha channel for png and webp. */
export async function pictureBase64(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 64,
  height = 48,
): Promise<string> {
  const alpha = format === 'png' || format === 'webp';
  const picture = sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 0, b: 0, alpha: 0.5 } : '#c00',
    },
  });
  return (await picture.toFormat(format).toBuffer()).toString('base64');
}

/** GETs a public media URL from the app: status, headers and bytes. */
export async function fetchMedia(
  t: TestApp,
  url: string,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const response = await t.http
    .get(new URL(url).pathname)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { status: response.status, headers: response.headers, body: response.body as Buffer };
}
