import { ErrorCode, ValidationMessages } from '@framehouse/domain';
import sharp from 'sharp';
import { ContractError } from '../errors/contract-error';
import { prepareThumbnail } from './thumbnail-image';

async function refusal(base64: string): Promise<ContractError['errors']> {
  try {
    await prepareThumbnail(base64, 'imageBase64');
  } catch (error) {
    if (error instanceof ContractError) return error.errors;
    throw error;
  }
  throw new Error('accepted');
}

describe('prepareThumbnail', () => {
  it('re-encodes a PNG with transparency and metadata as a plain JPEG of the same size', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#f008' } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'Someone' } } })
      .toBuffer();
    const thumbnail = await prepareThumbnail(png.toString('base64'), 'imageBase64');
    expect(thumbnail).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 300, height: 100 });
    const metadata = await sharp(thumbnail.data).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 100, hasAlpha: false });
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses a resolution over 4096x4096 from the header alone', async () => {
    const png = await sharp({ create: { width: 10, height: 4097, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await refusal(png.toString('base64'))).toEqual([
      {
        name: ErrorCode.VALIDATION_ERROR,
        field: 'imageBase64',
        messages: ['Picture resolution (10x4097px) exceeds maximum allowed size (4096x4096px).'],
      },
    ]);
  });

  it('answers the thumbnail size message and the conversion message', async () => {
    expect(await refusal('A'.repeat(3_600_000))).toEqual([
      {
        name: ErrorCode.BASE64_DATA_SIZE,
        field: 'imageBase64',
        messages: [ValidationMessages.thumbnailTooLarge],
      },
    ]);
    expect(await refusal(Buffer.from('plain text').toString('base64'))).toEqual([
      {
        name: ErrorCode.VALIDATION_ERROR,
        field: 'imageBase64',
        messages: [ValidationMessages.fileConversionFailed],
      },
    ]);
  });
});
