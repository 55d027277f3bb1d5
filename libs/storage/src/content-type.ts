/** The media types we write and serve; anything else is served as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  '3gp': 'video/3gpp',
  ogv: 'video/ogg',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  flac: 'audio/flac',
  weba: 'audio/webm',
  mka: 'audio/x-matroska',
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeForKey(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return DEFAULT_CONTENT_TYPE;
  return CONTENT_TYPES[name.slice(dot + 1).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;
}

/** The table's audio and video types: the only ones a media file from elsewhere is stored with. */
const MEDIA_CONTENT_TYPES: ReadonlySet<string> = new Set(
  Object.values(CONTENT_TYPES).filter((type) => type.startsWith('video/') || type.startsWith('audio/')),
);

/**
 * The type a media file fetched from another server is stored with, and so served back from ours: its
 * declared type (without parameters, lowercase) when the table has it, else its file name's audio or
 * video type, else bytes. Never the server's own string ("video/mp4,text/html" reads as HTML).
 */
export function mediaContentType(declared: string, fileName: string | null): string {
  if (MEDIA_CONTENT_TYPES.has(declared)) return declared;
  const named = fileName === null ? DEFAULT_CONTENT_TYPE : contentTypeForKey(fileName);
  return MEDIA_CONTENT_TYPES.has(named) ? named : DEFAULT_CONTENT_TYPE;
}

/**
 * `Content-Disposition` for a download under a chosen name: a plain ASCII `filename` for old clients and
 * the exact name in `filename*` (RFC 6266 / RFC 5987).
 */
export function attachmentContentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
