import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  access,
  constants,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeForKey } from './content-type';
import { signFsUrl, verifyFsSignature, type FsSignatureVerdict, type FsSignedRequest } from './fs-signed-url';
import { StorageError } from './storage-error';
import { assertValidKey, assertValidPrefix } from './storage-key';
import {
  MULTIPART_MAX_PART_SIZE,
  MULTIPART_MIN_PART_SIZE,
  type ByteRange,
  type CompletedPart,
  type ListedObject,
  type ObjectStat,
  type PresignGetOptions,
  type PutObjectOptions,
  type StorageDriver,
  type UploadedPart,
} from './storage-driver';
import {
  assertCompletedParts,
  assertExpiresSeconds,
  assertPartNumber,
  presignTime,
  SignedUrlMemo,
  resolveByteRange,
  unquoteEtag,
} from './storage-rules';

export interface FsStorageOptions {
  /** DATA_DIR: objects live at `<rootDir>/<key>`. */
  rootDir: string;
  /** The API's public origin; presigned URLs point at its `/storage/…` and `/media/…` handlers. */
  publicUrl: string;
  /** Signs and checks those URLs (HMAC-SHA256); without it the storage reads and writes but signs nothing. */
  signingSecret?: string;
  /** Milliseconds since the epoch; tests move it to make URLs expire. */
  now?: () => number;
}

/**
 * The driver's own folders start with a dot, which no key segment may: `.uploads/<uploadId>/` holds an
 * upload's `upload.json` and its parts (`<partNumber>` with its MD5 in `<partNumber>.etag`), `.meta/`
 * each object's content type and ETag (`<key>.json`), and `.tmp/` files being written, renamed into place
 * when complete so a reader never sees half an object.
 */
const UPLOADS_DIR = '.uploads';
const META_DIR = '.meta';
const TMP_DIR = '.tmp';
const UPLOAD_RECORD = 'upload.json';
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const PART_FILE = /^[1-9]\d*$/;

interface UploadRecord {
  key: string;
  contentType: string;
  initiatedAt: string;
}

interface ObjectMeta {
  contentType: string;
  etag: string;
}

/** By its code, not `instanceof Error`: node's errors come from another realm under Jest's vm. */
function isMissing(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function noSuchUpload(uploadId: string): StorageError {
  return new StorageError(
    'NO_SUCH_UPLOAD',
    `There is no multipart upload ${JSON.stringify(uploadId)} for this key.`,
  );
}

/** Streams `body` into a new file, hashing as it goes: an object is never held in memory whole. */
async function writeHashed(
  body: Buffer | Readable,
  path: string,
  maxSize?: number,
): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (maxSize !== undefined && size > maxSize) {
        callback(new StorageError('ENTITY_TOO_LARGE', `A part holds at most ${maxSize} bytes.`));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  await pipeline(source, meter, createWriteStream(path, { flags: 'wx' }));
  return { md5: hash.digest('hex'), size };
}

async function md5OfFile(path: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** S3's ETag of a multipart object: the MD5 of the parts' binary MD5s, then `-<number of parts>`. */
function multipartEtag(partEtags: readonly string[]): string {
  const hash = createHash('md5');
  for (const etag of partEtags) hash.update(Buffer.from(etag, 'hex'));
  return `${hash.digest('hex')}-${partEtags.length}`;
}

/** Storage on the local disk under DATA_DIR: the default, and what one machine runs. */
export class FsStorage implements StorageDriver {
  readonly driver = 'fs' as const;
  private readonly root: string;
  private readonly now: () => number;
  private readonly signedUrls = new SignedUrlMemo();

  constructor(private readonly options: FsStorageOptions) {
    this.root = resolve(options.rootDir);
    this.now = options.now ?? Date.now;
  }

  localPath(key: string): string {
    assertValidKey(key);
    return join(this.root, key);
  }

  async checkReady(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async putObject(
    key: string,
    body: Buffer | Readable,
    options: PutObjectOptions,
  ): Promise<{ etag: string }> {
    assertValidKey(key);
    const temporary = await this.temporaryPath();
    try {
      const { md5 } = await writeHashed(body, temporary);
      await this.moveIntoPlace(temporary, this.localPath(key));
      await this.writeMeta(key, { contentType: options.contentType, etag: md5 });
      return { etag: md5 };
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async getObject(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.localPath(key);
    const handle = await open(path, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new StorageError('NOT_FOUND', `No object at ${JSON.stringify(key)}.`) : error;
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new StorageError('NOT_FOUND', `No object at ${JSON.stringify(key)}.`);
      const bounds = range ? resolveByteRange(range, info.size) : undefined;
      return handle.createReadStream({ start: bounds?.start, end: bounds?.end, autoClose: true });
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async statObject(key: string): Promise<ObjectStat | null> {
    const path = this.localPath(key);
    const info = await stat(path).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    const meta = await this.readMeta(key);
    return {
      size: info.size,
      // Files written before the library (no .meta) get their ETag computed and their type from the name.
      etag: meta?.etag ?? (await md5OfFile(path)),
      contentType: meta?.contentType ?? contentTypeForKey(key),
    };
  }

  async deleteObject(key: string): Promise<void> {
    const path = this.localPath(key);
    const info = await stat(path).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (info?.isFile()) await unlink(path);
    await rm(this.metaPath(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix, { allowEmpty: false });
    const { directory, start } = this.splitPrefix(prefix);
    const objectsDir = join(this.root, directory);
    const metaDir = join(this.root, META_DIR, directory);
    if (start === '') {
      await Promise.all([objectsDir, metaDir].map((dir) => rm(dir, { recursive: true, force: true })));
      return;
    }
    const [objects, metas] = await Promise.all([this.entries(objectsDir), this.entries(metaDir)]);
    await Promise.all([
      ...objects
        .filter((entry) => entry.name.startsWith(start))
        .map((entry) => rm(join(objectsDir, entry.name), { recursive: true, force: true })),
      ...metas
        // `<name>.json` is the meta of object `<name>`: match the object's name, not the meta file's.
        .filter((entry) =>
          (entry.isFile() ? entry.name.replace(/\.json$/, '') : entry.name).startsWith(start),
        )
        .map((entry) => rm(join(metaDir, entry.name), { recursive: true, force: true })),
    ]);
  }

  async listPrefix(prefix: string): Promise<ListedObject[]> {
    assertValidPrefix(prefix, { allowEmpty: true });
    const { directory, start } = this.splitPrefix(prefix);
    const found: ListedObject[] = [];
    const walk = async (relativeDir: string, matches: (name: string) => boolean): Promise<void> => {
      for (const entry of await this.entries(join(this.root, relativeDir))) {
        if (entry.name.startsWith('.') || !matches(entry.name)) continue;
        const key = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
        if (entry.isDirectory()) {
          await walk(key, () => true);
        } else if (entry.isFile()) {
          // A file deleted between the folder's read and its own is no longer there: not listed.
          const size = await stat(join(this.root, key)).then(
            (stats) => stats.size,
            (error: unknown) => {
              if (isMissing(error)) return null;
              throw error;
            },
          );
          if (size !== null) found.push({ key, size });
        }
      }
    };
    await walk(directory, (name) => name.startsWith(start));
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async createMultipartUpload(key: string, contentType: string): Promise<string> {
    assertValidKey(key);
    const uploadId = randomBytes(16).toString('hex');
    await mkdir(this.uploadDir(uploadId), { recursive: true });
    const record: UploadRecord = { key, contentType, initiatedAt: new Date(this.now()).toISOString() };
    await writeFile(join(this.uploadDir(uploadId), UPLOAD_RECORD), JSON.stringify(record));
    return uploadId;
  }

  async presignUploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresSeconds: number,
  ): Promise<string> {
    assertValidKey(key);
    if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload(uploadId);
    assertPartNumber(partNumber);
    assertExpiresSeconds(expiresSeconds);
    const request: FsSignedRequest = {
      method: 'PUT',
      key,
      uploadId,
      partNumber,
      expires: this.expiry(expiresSeconds),
    };
    return signFsUrl(this.options.publicUrl, request, this.signingSecret());
  }

  /**
   * Stores one part from the body of its PUT (fs-storage-http calls it). A part sent again replaces the
   * previous one only once it has arrived whole: an interrupted PUT leaves what was there before.
   */
  async writePart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    expectedSize?: number,
  ): Promise<UploadedPart> {
    await this.readUpload(key, uploadId);
    assertPartNumber(partNumber);
    if (expectedSize !== undefined && expectedSize > MULTIPART_MAX_PART_SIZE) {
      throw new StorageError('ENTITY_TOO_LARGE', `A part holds at most ${MULTIPART_MAX_PART_SIZE} bytes.`);
    }
    const dir = this.uploadDir(uploadId);
    const unique = randomUUID();
    const temporaryPart = join(dir, `${partNumber}.${unique}.tmp`);
    const temporaryEtag = join(dir, `${partNumber}.etag.${unique}.tmp`);
    try {
      const { md5, size } = await writeHashed(body, temporaryPart, MULTIPART_MAX_PART_SIZE);
      if (expectedSize !== undefined && size !== expectedSize) {
        throw new StorageError(
          'INCOMPLETE_BODY',
          `The part announced ${expectedSize} bytes and sent ${size}.`,
        );
      }
      // The ETag lands first: a listed part (its data file exists) always has its ETag beside it.
      await writeFile(temporaryEtag, md5);
      await rename(temporaryEtag, join(dir, `${partNumber}.etag`));
      await rename(temporaryPart, join(dir, String(partNumber)));
      return { partNumber, etag: md5, size };
    } catch (error) {
      // An upload aborted (its folder removed) while this part was arriving.
      if (isMissing(error)) throw noSuchUpload(uploadId);
      throw error;
    } finally {
      await Promise.all([rm(temporaryPart, { force: true }), rm(temporaryEtag, { force: true })]);
    }
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    await this.readUpload(key, uploadId);
    const dir = this.uploadDir(uploadId);
    const names = (await this.entries(dir)).map((entry) => entry.name).filter((name) => PART_FILE.test(name));
    const parts = await Promise.all(
      names.map(async (name) => ({
        partNumber: Number(name),
        etag: (await readFile(join(dir, `${name}.etag`), 'utf8')).trim(),
        size: (await stat(join(dir, name))).size,
      })),
    );
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: readonly CompletedPart[],
  ): Promise<string> {
    const upload = await this.readUpload(key, uploadId);
    assertCompletedParts(parts);
    const stored = new Map((await this.listParts(key, uploadId)).map((part) => [part.partNumber, part]));
    parts.forEach((part, index) => {
      const found = stored.get(part.partNumber);
      if (!found || found.etag !== unquoteEtag(part.etag)) {
        throw new StorageError(
          'INVALID_PART',
          `Part ${part.partNumber} was not uploaded, or its ETag is not the one given.`,
        );
      }
      if (index < parts.length - 1 && found.size < MULTIPART_MIN_PART_SIZE) {
        throw new StorageError(
          'ENTITY_TOO_SMALL',
          `Part ${part.partNumber} has ${found.size} bytes; every part but the last needs ${MULTIPART_MIN_PART_SIZE}.`,
        );
      }
    });
    const dir = this.uploadDir(uploadId);
    const temporary = await this.temporaryPath();
    try {
      await pipeline(
        async function* () {
          for (const part of parts) yield* createReadStream(join(dir, String(part.partNumber)));
        },
        createWriteStream(temporary, { flags: 'wx' }),
      );
      const etag = multipartEtag(parts.map((part) => unquoteEtag(part.etag)));
      await this.moveIntoPlace(temporary, this.localPath(key));
      await this.writeMeta(key, { contentType: upload.contentType, etag });
      await rm(dir, { recursive: true, force: true });
      return etag;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    try {
      await this.readUpload(key, uploadId);
    } catch (error) {
      if (error instanceof StorageError && error.code === 'NO_SUCH_UPLOAD') return;
      throw error;
    }
    await rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  async presignGet(key: string, expiresSeconds: number, options: PresignGetOptions = {}): Promise<string> {
    assertExpiresSeconds(expiresSeconds);
    const signed = presignTime(this.now(), expiresSeconds);
    // A key in the memo was checked when it was signed.
    return this.signedUrls.get({ key, signed, filename: options.filename }, () => {
      assertValidKey(key);
      const request: FsSignedRequest = {
        method: 'GET',
        key,
        expires: signed.signedAtMs / 1000 + signed.expiresSeconds,
      };
      if (options.filename !== undefined) request.filename = options.filename;
      return signFsUrl(this.options.publicUrl, request, this.signingSecret());
    });
  }

  /** Checks a URL this storage signed, by its own secret and clock (fs-storage-http calls it). */
  verifySignedRequest(request: FsSignedRequest, signature: string): FsSignatureVerdict {
    return verifyFsSignature(request, signature, this.signingSecret(), this.now());
  }

  private signingSecret(): string {
    if (!this.options.signingSecret)
      throw new Error('This fs storage has no signing secret to sign URLs with.');
    return this.options.signingSecret;
  }

  private expiry(expiresSeconds: number): number {
    return Math.floor(this.now() / 1000) + expiresSeconds;
  }

  private uploadDir(uploadId: string): string {
    return join(this.root, UPLOADS_DIR, uploadId);
  }

  private metaPath(key: string): string {
    return join(this.root, META_DIR, `${key}.json`);
  }

  private async readUpload(key: string, uploadId: string): Promise<UploadRecord> {
    assertValidKey(key);
    if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload(uploadId);
    let record: UploadRecord;
    try {
      record = JSON.parse(await readFile(join(this.uploadDir(uploadId), UPLOAD_RECORD), 'utf8'));
    } catch (error) {
      if (isMissing(error)) throw noSuchUpload(uploadId);
      throw error;
    }
    if (record.key !== key) throw noSuchUpload(uploadId);
    return record;
  }

  private async readMeta(key: string): Promise<ObjectMeta | null> {
    try {
      return JSON.parse(await readFile(this.metaPath(key), 'utf8'));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private async writeMeta(key: string, meta: ObjectMeta): Promise<void> {
    const temporary = await this.temporaryPath();
    try {
      await writeFile(temporary, JSON.stringify(meta));
      await this.moveIntoPlace(temporary, this.metaPath(key));
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** A fresh path in `.tmp/`, on the same file system as its destination so that rename is atomic. */
  private async temporaryPath(): Promise<string> {
    const dir = join(this.root, TMP_DIR);
    await mkdir(dir, { recursive: true });
    return join(dir, randomUUID());
  }

  private async moveIntoPlace(temporary: string, destination: string): Promise<void> {
    await mkdir(dirname(destination), { recursive: true });
    await rename(temporary, destination);
  }

  /** The folder a prefix names (up to its last "/") and the start of the names in it that match. */
  private splitPrefix(prefix: string): { directory: string; start: string } {
    const slash = prefix.lastIndexOf('/');
    return slash === -1
      ? { directory: '', start: prefix }
      : { directory: prefix.slice(0, slash), start: prefix.slice(slash + 1) };
  }

  private async entries(dir: string) {
    try {
      return await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }
}
