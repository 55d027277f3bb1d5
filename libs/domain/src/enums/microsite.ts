export enum SectionSortBy {
  PUBLICATION_DATE = 'PUBLICATION_DATE',
  PUBLICATION_DATE_DESC = 'PUBLICATION_DATE_DESC',
  VIEWS = 'VIEWS',
  VIEWS_DESC = 'VIEWS_DESC',
  STARS = 'STARS',
  STARS_DESC = 'STARS_DESC',
}

/**
 * The spec lists the labels "Most recently published, Least recently published, Most views, Least views,
 * Most stars, Least stars"; each is paired with the ordering it describes (a _DESC value puts the
 * most recent / most viewed / most starred first).
 */
export const SECTION_SORT_BY_LABELS: Record<SectionSortBy, string> = {
  [SectionSortBy.PUBLICATION_DATE_DESC]: 'Most recently published',
  [SectionSortBy.PUBLICATION_DATE]: 'Least recently published',
  [SectionSortBy.VIEWS_DESC]: 'Most views',
  [SectionSortBy.VIEWS]: 'Least views',
  [SectionSortBy.STARS_DESC]: 'Most stars',
  [SectionSortBy.STARS]: 'Least stars',
};

export enum SectionContentType {
  VIDEOS = 'VIDEOS',
  MOMENTS = 'MOMENTS',
  VIDEOS_MOMENTS = 'VIDEOS_MOMENTS',
}

export const SECTION_CONTENT_TYPE_LABELS: Record<SectionContentType, string> = {
  [SectionContentType.VIDEOS]: 'Videos',
  [SectionContentType.MOMENTS]: 'Moments',
  [SectionContentType.VIDEOS_MOMENTS]: 'Videos & Moments',
};

/** The list badge: PUBLISHED when the microsite is healthy, PUBLISHING otherwise. */
export function micrositeStatusLabel(healthy: boolean): 'PUBLISHED' | 'PUBLISHING' {
  return healthy ? 'PUBLISHED' : 'PUBLISHING';
}
