export enum PlaylistContentType {
  VIDEOS = 'VIDEOS',
  MOMENTS = 'MOMENTS',
}

export const PLAYLIST_CONTENT_TYPE_LABELS: Record<PlaylistContentType, string> = {
  [PlaylistContentType.VIDEOS]: 'Videos',
  [PlaylistContentType.MOMENTS]: 'Moments',
};

export enum PlaylistItemsOrder {
  MANUAL = 'MANUAL',
  PUBLICATION_DATE = 'PUBLICATION_DATE',
  PUBLICATION_DATE_DESC = 'PUBLICATION_DATE_DESC',
  TITLE = 'TITLE',
  TITLE_DESC = 'TITLE_DESC',
  VIEWS = 'VIEWS',
  VIEWS_DESC = 'VIEWS_DESC',
}

/** Labels in the spec's order: manual, oldest, newest, title A-Z, title Z-A, fewest views, most views. */
export const PLAYLIST_ITEMS_ORDER_LABELS: Record<PlaylistItemsOrder, string> = {
  [PlaylistItemsOrder.MANUAL]: 'manual',
  [PlaylistItemsOrder.PUBLICATION_DATE]: 'oldest',
  [PlaylistItemsOrder.PUBLICATION_DATE_DESC]: 'newest',
  [PlaylistItemsOrder.TITLE]: 'title A-Z',
  [PlaylistItemsOrder.TITLE_DESC]: 'title Z-A',
  [PlaylistItemsOrder.VIEWS]: 'fewest views',
  [PlaylistItemsOrder.VIEWS_DESC]: 'most views',
};

/** What a rule-based playlist filters on: a tag, a category (internal tag), or nothing. */
export enum PlaylistFilterBy {
  TAG = 'TAG',
  INTERNAL_TAG = 'INTERNAL_TAG',
  NULL = 'NULL',
}
