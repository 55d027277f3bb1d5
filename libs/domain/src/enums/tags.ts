/** The two tag kinds: public tags and internal tags (shown as categories). */
export enum TagKind {
  internalTag = 'internalTag',
  regularTag = 'regularTag',
}

export enum TagType {
  Internal = 0,
  Regular = 1,
}
