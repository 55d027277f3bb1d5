/**
 * Only video files are uploaded (spec §5: video/mp4, video/x-m4v, video/*). A file the browser gives no
 * type (an unknown extension) is left for the server, which reads the bytes, to judge.
 */
export function isVideoFile(file: { type: string }): boolean {
  return file.type === '' || file.type.startsWith('video/');
}
