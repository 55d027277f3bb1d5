/**
 * What the analytics tables count for: a video (its own players), a moment (its own players), or the
 * whole organization (every video and moment of it). A row's `subjectId` is the video's, the moment's or
 * the organization's id: UUIDs of different tables never meet.
 */
export enum AnalyticsSubjectKind {
  VIDEO = 'VIDEO',
  MOMENT = 'MOMENT',
  ORGANIZATION = 'ORGANIZATION',
}

/** What an overlay row counts: a CTA (by the id players know it by) or an end card. */
export enum AnalyticsOverlayKind {
  CTA = 'CTA',
  END_CARD = 'END_CARD',
}
