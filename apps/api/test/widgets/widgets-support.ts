import { addMoment, processedVideo } from '../moments/moment-support';
import { call, PUBLISH_VIDEO, selfTargetId } from '../publishing/publishing-support';
import type { PayloadError } from '../support/fixtures';
import { ERRORS } from '../support/flows';
import type { TestApp } from '../support/test-app';

export const CAROUSEL_FIELDS = `id publicId name title description created apiKey momentsCount
  googleAnalyticsTrackingId googleAnalytics4MeasurementId style { mainColor colorTheme } moments
  preset { id name }`;

export interface CarouselView {
  id: string;
  publicId: string;
  name: string;
  title: string;
  description: string;
  created: string;
  apiKey: string;
  momentsCount: number;
  googleAnalyticsTrackingId: string | null;
  googleAnalytics4MeasurementId: string | null;
  style: { mainColor: string; colorTheme: string };
  moments: string[];
  preset: { id: string; name: string } | null;
}

export const PRESET_FIELDS = `id name googleAnalyticsTrackingId googleAnalytics4MeasurementId endCard { id name }
  style { mainColor colorTheme } created`;

export interface PresetView {
  id: string;
  name: string;
  googleAnalyticsTrackingId: string | null;
  googleAnalytics4MeasurementId: string | null;
  endCard: { id: string; name: string } | null;
  style: { mainColor: string; colorTheme: string };
  created: string;
}

export const CAROUSELS = `query($id: ID, $page: Int, $pageSize: Int, $orderBy: String, $search: String) {
  carousels(id: $id, page: $page, pageSize: $pageSize, orderBy: $orderBy, search: $search) {
    nodes { ${CAROUSEL_FIELDS} } totalCount pageInfo { totalPages pageNumber pageSize hasNextPage }
  }
}`;
export const CAROUSEL_MOMENTS = `query($carouselId: ID!, $search: String, $page: Int, $pageSize: Int) {
  carouselMoments(carouselId: $carouselId, search: $search, page: $page, pageSize: $pageSize) {
    nodes { id title thumbnailUrl timeRange { start end } inCarousel isPublished video { id title } }
    totalCount pageInfo { totalPages pageNumber pageSize hasNextPage }
  }
}`;
export const CREATE_CAROUSEL = `mutation($carousel: CreateCarouselInput!) { createCarousel(carousel: $carousel) { carousel { ${CAROUSEL_FIELDS} } ${ERRORS} } }`;
export const UPDATE_CAROUSEL = `mutation($id: ID!, $carousel: UpdateCarouselInput!, $carouselStyle: WidgetStyleInput) {
  updateCarousel(id: $id, carousel: $carousel, carouselStyle: $carouselStyle) { carousel { ${CAROUSEL_FIELDS} } ${ERRORS} }
}`;
export const DELETE_CAROUSEL = `mutation($id: ID!) { deleteCarousel(id: $id) { deletedId ${ERRORS} } }`;

export const WIDGET_PRESETS = `query($id: ID, $search: String, $orderBy: String, $page: Int, $pageSize: Int) {
  widgetPresets(id: $id, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
    nodes { ${PRESET_FIELDS} } totalCount pageInfo { totalPages pageSize }
  }
}`;
export const WIDGET_PRESET_BY_ID = `query($id: ID!) { widgetPresetById(id: $id) { ${PRESET_FIELDS} } }`;
export const CREATE_PRESET = `mutation($style: WidgetStyleInput, $widgetPreset: WidgetPresetInput!) {
  createWidgetPreset(style: $style, widgetPreset: $widgetPreset) { widgetPreset { ${PRESET_FIELDS} } ${ERRORS} }
}`;
export const UPDATE_PRESET = `mutation($id: ID!, $style: WidgetStyleInput, $widgetPreset: WidgetPresetInput) {
  updateWidgetPreset(id: $id, style: $style, widgetPreset: $widgetPreset) { widgetPreset { ${PRESET_FIELDS} } ${ERRORS} }
}`;
export const DELETE_PRESET = `mutation($id: ID!) { deleteWidgetPreset(id: $id) { deletedId ${ERRORS} } }`;

export const PUBLISH_WIDGET = `mutation($id: ID!) { publishWidget(id: $id) { video { id status } ${ERRORS} } }`;

export type Payload<T> = T & { errors: PayloadError[] };

/** A processed video with moments of the given titles (10 s each, one after another). */
export async function videoWithMoments(
  t: TestApp,
  token: string,
  titles: readonly string[],
): Promise<{ videoId: string; momentIds: string[] }> {
  const { id: videoId } = await processedVideo(t, token);
  const momentIds: string[] = [];
  for (const [index, title] of titles.entries()) {
    const start = index * 10;
    const moment = await addMoment(t, token, videoId, title, `00:${pad(start)}`, `00:${pad(start + 8)}`);
    momentIds.push(moment.id);
  }
  return { videoId, momentIds };
}

const pad = (seconds: number) => String(seconds).padStart(2, '0');

/** Publishes the video on the organization's own pages. */
export async function publishOnOwnPages(t: TestApp, token: string, videoId: string): Promise<void> {
  const target = await selfTargetId(t, token);
  const published = await call(t, PUBLISH_VIDEO, { id: videoId, publishingTargetIds: [target] }, token);
  expect(published.errors).toEqual([]);
}
