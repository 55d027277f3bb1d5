import { ErrorCode, validateThumbnailCount } from '@framehouse/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { isUuid } from '../../common/ids';
import { ThumbnailFilesService, type StoredThumbnail } from './thumbnail-files.service';

/** The argument that carries an uploaded picture, in every create…Thumbnail mutation. */
const IMAGE_FIELD = 'imageBase64';

/** A thumbnail row: it names its own file, in one organization. */
export interface ThumbnailRow {
  id: string;
  organizationId: string;
  fileKey: string;
}

/**
 * The thumbnails members upload for a video, a moment or an object go the same way; what differs — how
 * the owner is locked and checked, how its uploads are counted, what the row holds, what its deletion
 * changes on the owner — comes in as steps. At most 10 uploads per owner, each picture checked and
 * re-encoded by the thumbnail files service before its row is committed; a file is deleted only after
 * the commit that drops its row (or when the commit that would name it fails).
 */
@Injectable()
export class ThumbnailUploadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: ThumbnailFilesService,
  ) {}

  /**
   * Stores the picture under `folder` and commits the row `save` writes. The owner's uploads are
   * counted before the picture is read (a cheap refusal), and again once `lockOwner` holds the owner.
   */
  async upload<Owner, Saved>(steps: {
    folder: string;
    imageBase64: string;
    countUploads: (manager: EntityManager) => Promise<number>;
    lockOwner: (manager: EntityManager) => Promise<Owner>;
    save: (manager: EntityManager, owner: Owner, stored: StoredThumbnail) => Promise<Saved>;
  }): Promise<Saved> {
    await this.checkCount(this.dataSource.manager, steps.countUploads);
    const stored = await this.files.store(steps.folder, steps.imageBase64, IMAGE_FIELD);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const owner = await steps.lockOwner(manager);
        await this.checkCount(manager, steps.countUploads);
        return steps.save(manager, owner, stored);
      });
    } catch (error) {
      await this.files.remove([stored.key]);
      throw error;
    }
  }

  /**
   * Deletes the organization's thumbnail row `id` (NOT_FOUND on `id` otherwise) and then its file;
   * returns the id. In the transaction `lockOwner` holds the row's owner first, then the row is locked
   * (it may have gone meanwhile) and `beforeDelete` does what the owner needs before the row goes.
   */
  async delete<Row extends ThumbnailRow, Owner>(
    entity: EntityTarget<Row>,
    organizationId: string,
    id: string,
    steps: {
      lockOwner: (manager: EntityManager, found: Row) => Promise<Owner>;
      beforeDelete?: (manager: EntityManager, owner: Owner, thumbnail: Row) => Promise<void>;
    },
  ): Promise<string> {
    const found = isUuid(id)
      ? await this.dataSource
          .getRepository(entity)
          .createQueryBuilder('thumbnail')
          .where('thumbnail.id = :id AND thumbnail.organizationId = :organizationId', { id, organizationId })
          .getOne()
      : null;
    if (!found) throw contractError(ErrorCode.NOT_FOUND, { field: 'id' });
    const deleted = await this.dataSource.transaction(async (manager) => {
      const owner = await steps.lockOwner(manager, found);
      const thumbnails = manager.getRepository(entity);
      const thumbnail = await thumbnails
        .createQueryBuilder('thumbnail')
        .setLock('pessimistic_write')
        .where('thumbnail.id = :id', { id: found.id })
        .getOne();
      if (!thumbnail) throw contractError(ErrorCode.NOT_FOUND, { field: 'id' });
      await steps.beforeDelete?.(manager, owner, thumbnail);
      await thumbnails.delete(thumbnail.id);
      return thumbnail;
    });
    await this.files.remove([deleted.fileKey]);
    return deleted.id;
  }

  private async checkCount(
    manager: EntityManager,
    countUploads: (manager: EntityManager) => Promise<number>,
  ): Promise<void> {
    new ErrorList().check(IMAGE_FIELD, validateThumbnailCount(await countUploads(manager))).throwIfAny();
  }
}
