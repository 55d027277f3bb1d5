import { ValidationMessages, validatePictureResolution, validatePictureSize } from '@framehouse/domain';
import { DisplayableError } from '../errors';

export interface Picture {
  /** `data:<type>;base64,…`, as the API's base64 picture fields take it. */
  dataUrl: string;
  width: number;
  height: number;
}

/** A picture the user chose that cannot be uploaded; the message is the spec's. */
export class PictureError extends DisplayableError {}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new PictureError(ValidationMessages.fileConversionFailed));
    reader.onerror = () => reject(new PictureError(ValidationMessages.fileConversionFailed));
    reader.readAsDataURL(file);
  });
}

function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new PictureError(ValidationMessages.fileConversionFailed));
    image.src = dataUrl;
  });
}

/** Reads a chosen picture after the 2.5 MiB check, then checks its resolution against `maxDimension`. */
export async function readPicture(file: File, maxDimension: number): Promise<Picture> {
  const tooLarge = validatePictureSize(file.size);
  if (tooLarge) throw new PictureError(tooLarge);
  const dataUrl = await readAsDataUrl(file);
  const { width, height } = await imageSize(dataUrl);
  const tooWide = validatePictureResolution(width, height, maxDimension, maxDimension);
  if (tooWide) throw new PictureError(tooWide);
  return { dataUrl, width, height };
}
