import type { VideoStream } from './video-record';

/** An Apple HLS stream: the player prefers it when the stream list offers it (spec §2). */
export function isHlsStream(stream: Pick<VideoStream, 'standard'>): boolean {
  return /hls/i.test(stream.standard);
}

/** The manifest the player loads: the HLS one when there is one, else the first stream with a manifest. */
export function playableManifest(streams: readonly VideoStream[] | null | undefined): string | undefined {
  const withManifest = (streams ?? []).filter((stream) => stream.manifestFileUrl !== '');
  return (withManifest.find(isHlsStream) ?? withManifest[0])?.manifestFileUrl;
}
