/**
 * S3-compatible object storage (AWS SDK v3): AWS S3, or MinIO, Cloudflare R2, Alibaba OSS and the
 * like through `endpoint` + path-style addressing. The bucket stays private (no public ACL is ever
 * set); objects are encrypted at rest by the store (SSE-S3, AES256).
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type StorageProvider } from './types';

export interface S3StorageConfig {
  readonly bucket: string;
  readonly region: string;
  /** Set for a store that is not AWS (e.g. http://127.0.0.1:9000 for MinIO). */
  readonly endpoint?: string | undefined;
  /** Path-style URLs (bucket in the path), which most S3-compatible stores need. */
  readonly forcePathStyle?: boolean;
  /** Absent: the SDK's default chain (environment, instance role...). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** Key prefix inside the bucket, e.g. `uploads/`. */
  readonly prefix?: string;
  /** Server-side encryption header; some S3-compatible stores refuse it, so it can be turned off. */
  readonly serverSideEncryption?: boolean;
}

export function s3Storage(config: S3StorageConfig): StorageProvider {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle ?? Boolean(config.endpoint),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const prefix = config.prefix ?? '';
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ...(config.serverSideEncryption === false ? {} : { ServerSideEncryption: 'AES256' as const }),
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return { bytes: Buffer.from(await answer.Body.transformToByteArray()), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
