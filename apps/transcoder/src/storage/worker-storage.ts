import { createStorage, type StorageDriver } from '@framehouse/storage';
import type { Provider } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/** The object storage STORAGE_DRIVER names: the same objects the API reads and writes. */
export const WORKER_STORAGE = Symbol('WORKER_STORAGE');

export const workerStorageProvider: Provider<StorageDriver> = {
  provide: WORKER_STORAGE,
  inject: [WORKER_CONFIG],
  useFactory: (config: WorkerConfig) => createStorage(config.storage),
};
