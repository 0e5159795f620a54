/** Picks the storage implementation from the configuration: S3 when a bucket is named, else the local disk. */
import { join } from 'node:path';
import { localStorage } from './local';
import { s3Storage, type S3StorageConfig } from './s3';
import type { StorageProvider } from './types';

export type { StorageProvider, StoredObject } from './types';

export function storageFromConfig(config: { readonly dataDir: string; readonly s3: S3StorageConfig | undefined }): StorageProvider {
  return config.s3 ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'uploads'));
}
