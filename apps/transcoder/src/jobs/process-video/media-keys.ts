import { MASTER_PLAYLIST_NAME, RENDITION_PLAYLIST_NAME } from '../../media';

/**
 * Where one processing run's outputs go under the job's `mediaPrefix`. The same keys every run, so a run
 * started again overwrites what an interrupted one wrote:
 *   hls/master.m3u8, hls/<rendition>/index.m3u8, hls/<rendition>/segment-NNNNN.ts
 *   images/poster.jpg, images/thumbnail-NN.jpg
 *   storyboard/storyboard.jpg, storyboard/storyboard.vtt
 *   audio/audio.wav
 */
export class MediaKeys {
  static readonly STORYBOARD_SPRITE = 'storyboard.jpg';

  constructor(readonly prefix: string) {
    if (!prefix.endsWith('/')) throw new Error(`A media prefix ends with "/"; got ${JSON.stringify(prefix)}`);
  }

  get hlsPrefix(): string {
    return `${this.prefix}hls/`;
  }

  get master(): string {
    return `${this.hlsPrefix}${MASTER_PLAYLIST_NAME}`;
  }

  playlist(rendition: string): string {
    return `${this.hlsPrefix}${rendition}/${RENDITION_PLAYLIST_NAME}`;
  }

  /** `uri` as the rendition's playlist lists it: a file name beside the playlist. */
  segment(rendition: string, uri: string): string {
    return `${this.hlsPrefix}${rendition}/${uri}`;
  }

  get poster(): string {
    return `${this.prefix}images/poster.jpg`;
  }

  /** `fileName` as the thumbnails command names it: thumbnail-01.jpg… */
  thumbnail(fileName: string): string {
    return `${this.prefix}images/${fileName}`;
  }

  get storyboardSprite(): string {
    return `${this.prefix}storyboard/${MediaKeys.STORYBOARD_SPRITE}`;
  }

  get storyboardVtt(): string {
    return `${this.prefix}storyboard/storyboard.vtt`;
  }

  get audio(): string {
    return `${this.prefix}audio/audio.wav`;
  }
}
