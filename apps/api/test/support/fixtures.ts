import { ErrorCode, ErrorMessages } from '@framehouse/domain';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { UserToken } from '../../src/modules/accounts/user-token.entity';
import type { GraphQLResponse, TestApp } from './test-app';

/** One entry of a mutation payload's `errors`. */
export interface PayloadError {
  field: string | null;
  messages: string[];
  name: string;
}

/** The error a mutation answers for `code`: the catalogue's text unless another message is given. */
export function payloadError(
  code: ErrorCode,
  field: string | null = null,
  message: string = ErrorMessages[code],
): PayloadError {
  return { field, messages: [message], name: code };
}

/** A REST error answer: its errors, and the id of the request (a new one unless the call gave one). */
export function restErrors(...errors: PayloadError[]): { errors: PayloadError[]; requestId: string } {
  return { errors, requestId: expect.any(String) };
}

/** A VALIDATION_ERROR of one field with one message. */
export const validationFailure = (field: string | null, message: string): PayloadError =>
  payloadError(ErrorCode.VALIDATION_ERROR, field, message);

/** The code of a query's first GraphQL error. */
export const errorCode = (response: GraphQLResponse<unknown>): string | undefined =>
  response.errors?.[0]?.extensions?.code;

/** Rows of an entity's table in the app's own database. */
export function rowCount<T extends ObjectLiteral>(t: TestApp, entity: EntityTarget<T>): Promise<number> {
  return t.app.get(DataSource).getRepository(entity).count();
}

/** Test setup: moves a mailed link's expiry into the past, as if it were opened too late. */
export async function expireMailedToken(t: TestApp, token: string): Promise<void> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const result = await t.app
    .get(DataSource)
    .getRepository(UserToken)
    .update({ tokenHash }, { expiresAt: new Date(Date.now() - 60_000) });
  expect(result.affected).toBe(1);
}

/**
 * Pictures the API must refuse, for a base64 picture input (avatar, logo), each with the exact error the
 * field answers.
 */
export function refusedPictures(field: string): Array<[string, () => Promise<string>, PayloadError]> {
  const tooLarge = 'Picture exceeds maximum file size (2.5 MiB).';
  const conversionFailed = 'File conversion failed. Try to upload again.';
  const resolution = (size: string) =>
    `Picture resolution (${size}px) exceeds maximum allowed size (5000x5000px).`;
  return [
    [
      'base64 longer than any 2.5 MiB picture',
      async () => 'A'.repeat(3_600_000),
      payloadError(ErrorCode.BASE64_DATA_SIZE, field, tooLarge),
    ],
    [
      'base64 that decodes to just over 2.5 MiB',
      async () => 'A'.repeat(Math.ceil((2.5 * 1024 * 1024) / 3) * 4),
      payloadError(ErrorCode.BASE64_DECODED_SIZE, field, tooLarge),
    ],
    [
      'a picture wider than 5000 px',
      () => pngBase64(6000, 10),
      validationFailure(field, resolution('6000x10')),
    ],
    [
      'a picture taller than 5000 px',
      () => pngBase64(10, 5001),
      validationFailure(field, resolution('10x5001')),
    ],
    [
      'base64 of something that is not a picture',
      async () => Buffer.from('just some text, not a picture').toString('base64'),
      validationFailure(field, conversionFailed),
    ],
    ['text that is not base64', async () => '%%% not base64 %%%', validationFailure(field, conversionFailed)],
    [
      'a truncated PNG',
      async () => (await pngBase64(600, 400)).slice(0, 200),
      validationFailure(field, conversionFailed),
    ],
  ];
}

/** A real PNG of the given size, as base64. */
export async function pngBase64(width: number, height: number, background = '#c00'): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

export interface ServedPicture {
  status: number;
  contentType?: string;
  format?: string;
  width?: number;
  height?: number;
}

/** GETs a public media URL from the app and reads the picture it serves. */
export async function fetchPicture(t: TestApp, url: string): Promise<ServedPicture> {
  expect(url.startsWith(`${t.url}/media/public/`)).toBe(true);
  const response = await t.http
    .get(new URL(url).pathname)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  if (response.status !== 200) return { status: response.status };
  const metadata = await sharp(response.body as Buffer).metadata();
  return {
    status: response.status,
    contentType: response.headers['content-type'],
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
  };
}
