import { D2CMessages, ErrorCode, fileTooLargeMessage, validateD2CMediaFile } from '@framehouse/domain';
import busboy from 'busboy';
import type { Request } from 'express';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { contractError } from '../../../common/errors/contract-error';

/** Room for the multipart boundaries, part headers and the few text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const FIELD_MAX_BYTES = 4096;
const FIELDS_MAX = 10;

export interface IncomingMediaFile {
  fileName: string;
  contentType: string;
  /** The file's bytes as they arrive; it errors when the file goes over the size limit. */
  stream: Readable;
}

export interface ReceivedMediaUpload {
  fileName: string;
  contentType: string;
  size: number;
  /** The text fields named in `fieldNames` that the form carried. */
  fields: Partial<Record<string, string>>;
}

const invalid = (message: string, field: string | null = 'file') =>
  contractError(ErrorCode.VALIDATION_ERROR, { field: field ?? undefined, message });

/** Counts the bytes going through and stops the stream once there are more than `max`. */
class ByteLimit extends Transform {
  size = 0;
  exceeded = false;

  constructor(private readonly max: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.max) {
      this.exceeded = true;
      callback(invalid(fileTooLargeMessage(this.max)));
      return;
    }
    callback(null, chunk);
  }
}

/**
 * Reads a `multipart/form-data` upload of one media file (field `file`) and a few text fields, handing
 * the file to `store` as a stream while it arrives: nothing is buffered whole, and a file over `maxBytes`
 * stops the stream (the store fails and keeps nothing). The name and type are checked from the part's
 * headers before a byte is stored. Resolves once the form is read and the file stored; a refusal waits
 * for the store to give up first, so that nothing is left behind.
 */
export function receiveMediaUpload(
  req: Request,
  options: {
    maxBytes: number;
    fieldNames: readonly string[];
    store(file: IncomingMediaFile): Promise<void>;
  },
): Promise<ReceivedMediaUpload> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    return Promise.reject(invalid(fileTooLargeMessage(options.maxBytes)));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Fields other than those named are read and ignored, up to a few.
      limits: { files: 1, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES },
    });
  } catch {
    return Promise.reject(invalid(D2CMessages.fileRequired, null));
  }
  return new Promise((resolve, reject) => {
    const fields: Partial<Record<string, string>> = {};
    let file: { fileName: string; contentType: string; limit: ByteLimit; stored: Promise<void> } | null =
      null;
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      const current = file;
      const refusal: unknown = current?.limit.exceeded
        ? invalid(fileTooLargeMessage(options.maxBytes))
        : error;
      if (!current) {
        reject(refusal);
        return;
      }
      current.limit.destroy(refusal instanceof Error ? refusal : undefined);
      void current.stored.then(
        () => reject(refusal),
        () => reject(refusal),
      );
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(invalid(`"${name}" is too long.`, name));
      else if (options.fieldNames.includes(name)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        fail(invalid(name !== 'file' ? D2CMessages.fileRequired : D2CMessages.oneFileOnly));
        return;
      }
      const problem = validateD2CMediaFile(info.filename, info.mimeType);
      if (problem) {
        stream.resume();
        fail(invalid(problem));
        return;
      }
      // The validation above refuses a part without a file name.
      const fileName = info.filename ?? '';
      const limit = new ByteLimit(options.maxBytes);
      // The store reports the stream's failure; this keeps a late one from being an unhandled event.
      limit.on('error', () => undefined);
      stream.on('error', (error: Error) => limit.destroy(error));
      stream.pipe(limit);
      const stored = options.store({ fileName, contentType: info.mimeType, stream: limit });
      file = { fileName, contentType: info.mimeType, limit, stored };
      stored.catch(fail);
    });
    parser.on('filesLimit', () => fail(invalid(D2CMessages.oneFileOnly)));
    parser.on('fieldsLimit', () => fail(invalid(`Send at most ${FIELDS_MAX} form fields.`, null)));
    parser.on('error', () =>
      fail(invalid('The request body could not be read as multipart form data.', null)),
    );
    parser.on('close', () => {
      if (settled) return;
      const current = file;
      if (!current) {
        fail(invalid(D2CMessages.fileRequired));
        return;
      }
      current.stored.then(() => {
        if (settled) return;
        settled = true;
        resolve({
          fileName: current.fileName,
          contentType: current.contentType,
          size: current.limit.size,
          fields,
        });
      }, fail);
    });
    req.on('close', () => {
      if (!req.complete) fail(new Error('The client closed the upload before it was complete'));
    });
    req.pipe(parser);
  });
}
