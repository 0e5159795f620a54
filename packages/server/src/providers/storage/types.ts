/**
 * Where uploaded files live (issue 16, item 1). Objects are private: nothing here is ever served
 * from a public path; the documents module reads an object and answers it to its owner or to staff
 * with its own headers. Two implementations: the local disk under DATA_DIR (the default) and any
 * S3-compatible object store (AWS S3, MinIO, R2...) when configured.
 */
export interface StoredObject {
  readonly bytes: Buffer;
  readonly contentType: string;
}

export interface StorageProvider {
  /** Which implementation, for logs and the health answer. */
  readonly kind: 'local' | 's3';
  /** Stores bytes under a key (overwrites; keys are made unique by the caller). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are ours, never a user's file name: lower-case letters, digits, `-`, `_` and `/`-separated
 * segments that are not `.` or `..`. A key that fails this is a bug, so it throws.
 */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const valid = key.length > 0 && key.length <= 200 && segments.every((s) => /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?$/.test(s));
  if (!valid) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
