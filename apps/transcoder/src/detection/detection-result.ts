import type { DetectedObject, ObjectCategory, RelativeBox } from '@framehouse/domain';
import type { ObjectTrack } from './merge-detections';

/** `media/…/objects/003-stop-sign.jpg`: the object's place in the result, then its category, readable. */
export function objectThumbnailKey(outputPrefix: string, index: number, category: ObjectCategory): string {
  const name = category.toLowerCase().replace(/_/g, '-');
  return `${outputPrefix}${String(index + 1).padStart(3, '0')}-${name}.jpg`;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function roundedBox(box: RelativeBox): RelativeBox {
  return {
    x: round(box.x, 4),
    y: round(box.y, 4),
    width: round(box.width, 4),
    height: round(box.height, 4),
  };
}

/** The tracks as the contract's objects, each with the key its crop is stored at. */
export function detectedObjects(tracks: readonly ObjectTrack[], outputPrefix: string): DetectedObject[] {
  return tracks.map((track, index) => ({
    category: track.category,
    startMs: Math.round(track.startMs),
    endMs: Math.round(track.endMs),
    score: round(track.score, 2),
    box: roundedBox(track.box),
    thumbnailKey: objectThumbnailKey(outputPrefix, index, track.category),
  }));
}
