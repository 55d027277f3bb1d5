import { MAX_UPLOAD_PARTS, partSizeFor, planUploadParts } from './upload-parts';

/**
 * What `uploadVideo` sends: a `File` or `Blob` (browsers, and Node's own Blob), the bytes themselves, a
 * stream of bytes (a Node `Readable`, a web `ReadableStream` in Node, any async iterable of chunks), or a
 * file's path (Node only).
 */
export type UploadSource = Blob | Uint8Array | AsyncIterable<Uint8Array> | string;

/** One part's bytes. */
export interface SourcePart {
  partNumber: number;
  body: Blob | Uint8Array;
  size: number;
}

/** A source ready to be cut into parts, read in order. */
export interface OpenedSource {
  /** The file's name, when the source has one. */
  name?: string;
  /** Its size in bytes, when known before reading (not for a stream, unless the caller says). */
  size?: number;
  parts(partSize: number): AsyncGenerator<SourcePart, void, undefined>;
}

/** Opens a path as a Blob read from disk (Node); absent where there are no paths (browsers). */
export type PathOpener = (path: string) => Promise<{ blob: Blob; name: string }>;

function isBlob(source: UploadSource): source is Blob {
  return typeof Blob !== 'undefined' && source instanceof Blob;
}

/** A source whose bytes can be sliced at will (a Blob, or bytes): its parts follow planUploadParts. */
function sliceSource(
  size: number,
  slice: (start: number, end: number) => Blob | Uint8Array,
  name?: string,
): OpenedSource {
  return {
    name,
    size,
    async *parts(partSize) {
      for (const { partNumber, start, end } of planUploadParts(size, partSize)) {
        yield { partNumber, body: slice(start, end), size: end - start };
      }
    },
  };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** Cuts a stream into parts as it arrives; at most one part is held beyond those being sent. */
function streamSource(stream: AsyncIterable<Uint8Array>, size: number | undefined): OpenedSource {
  return {
    size,
    async *parts(partSize) {
      const cutAt = size === undefined ? partSize : partSizeFor(size, partSize);
      let held: Uint8Array[] = [];
      let heldBytes = 0;
      let partNumber = 0;
      const cut = (): SourcePart => {
        partNumber++;
        if (partNumber > MAX_UPLOAD_PARTS) {
          throw new RangeError(`the stream needs more than ${MAX_UPLOAD_PARTS} parts: give its size`);
        }
        const part = { partNumber, body: concat(held, heldBytes), size: heldBytes };
        held = [];
        heldBytes = 0;
        return part;
      };
      for await (const chunk of stream) {
        if (!(chunk instanceof Uint8Array)) throw new TypeError('the stream must give bytes, not text');
        let offset = 0;
        while (offset < chunk.length) {
          const take = Math.min(cutAt - heldBytes, chunk.length - offset);
          held.push(chunk.subarray(offset, offset + take));
          heldBytes += take;
          offset += take;
          if (heldBytes === cutAt) yield cut();
        }
      }
      // The last, shorter part; an empty stream is one empty part, so the server still has one to complete.
      if (heldBytes > 0 || partNumber === 0) yield cut();
    },
  };
}

/** Opens any upload source; a path needs `openPath` (given in Node). */
export async function openUploadSource(
  source: UploadSource,
  options: { size?: number; openPath?: PathOpener },
): Promise<OpenedSource> {
  if (typeof source === 'string') {
    if (!options.openPath) {
      throw new TypeError('a path can be uploaded in Node only: pass a File, a Blob, bytes or a stream');
    }
    const { blob, name } = await options.openPath(source);
    return sliceSource(blob.size, (start, end) => blob.slice(start, end), name);
  }
  if (isBlob(source)) {
    const name = 'name' in source && typeof source.name === 'string' ? source.name : undefined;
    return sliceSource(source.size, (start, end) => source.slice(start, end), name);
  }
  if (source instanceof Uint8Array) {
    return sliceSource(source.length, (start, end) => source.subarray(start, end));
  }
  return streamSource(source, options.size);
}
