/**
 * Issue 16, item 1: the two storage implementations keep the same contract. The S3 one runs against
 * s3rver, a real S3-compatible HTTP server started here on loopback (the SDK talks to it over HTTP,
 * as it would to MinIO or AWS), not against a mocked client.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../src/providers/storage/local';
import { s3Storage } from '../src/providers/storage/s3';
import { assertStorageKey, type StorageProvider } from '../src/providers/storage/types';

const temporary: string[] = [];
let s3server: S3rver | undefined;
let s3: StorageProvider;
let local: StorageProvider;
let localRoot: string;

beforeAll(async () => {
  localRoot = await mkdtemp(join(tmpdir(), 'edupay-storage-'));
  const s3Root = await mkdtemp(join(tmpdir(), 'edupay-s3rver-'));
  temporary.push(localRoot, s3Root);
  local = localStorage(localRoot);
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Root, configureBuckets: [{ name: 'edupay-test', configs: [] }] });
  const { port } = (await s3server.run()) as unknown as { port: number };
  s3 = s3Storage({
    bucket: 'edupay-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: 'uploads/',
    // s3rver does not implement server-side encryption.
    serverSideEncryption: false,
  });
});

afterAll(async () => {
  await s3server?.close();
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

const pdf = Buffer.from('%PDF-1.7\n% a tiny body\n%%EOF\n');

for (const name of ['local', 's3'] as const) {
  describe(`${name} storage`, () => {
    const provider = () => (name === 'local' ? local : s3);

    it('stores bytes and their type under a key and gives them back unchanged', async () => {
      await provider().put('orders/17/doc-a1.pdf', pdf, 'application/pdf');
      const found = await provider().get('orders/17/doc-a1.pdf');
      expect(found?.contentType).toBe('application/pdf');
      expect(found?.bytes.equals(pdf)).toBe(true);
    });

    it('answers null for a missing key, and deleting removes (twice is fine)', async () => {
      expect(await provider().get('orders/17/none.pdf')).toBeNull();
      await provider().put('orders/17/doc-b2.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
      await provider().delete('orders/17/doc-b2.png');
      await provider().delete('orders/17/doc-b2.png');
      expect(await provider().get('orders/17/doc-b2.png')).toBeNull();
    });

    it('a second put under a key replaces the first', async () => {
      await provider().put('orders/18/doc-c3.pdf', pdf, 'application/pdf');
      await provider().put('orders/18/doc-c3.pdf', Buffer.from('%PDF-2.0\n'), 'application/pdf');
      expect((await provider().get('orders/18/doc-c3.pdf'))?.bytes.toString()).toBe('%PDF-2.0\n');
    });

    it('refuses keys that could leave its folder or carry a user file name', async () => {
      for (const key of ['../etc/passwd', 'orders/../../x', '/abs', 'orders//x', 'Orders/X.PDF', 'a b.pdf', '', 'orders/.hidden']) {
        await expect(provider().put(key, pdf, 'application/pdf')).rejects.toThrow(/invalid storage key/);
        await expect(provider().get(key)).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

describe('local storage on disk', () => {
  it('keeps files readable by the server only and leaves no temporary file behind', async () => {
    await local.put('orders/19/doc-d4.pdf', pdf, 'application/pdf');
    expect((await stat(join(localRoot, 'orders', '19', 'doc-d4.pdf'))).mode & 0o777).toBe(0o600);
    expect((await readdir(join(localRoot, 'orders', '19'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('storage keys', () => {
  it('accepts the keys the server makes', () => {
    for (const key of ['orders/1/doc-0f3a.pdf', 'scan/abc_def/selfie.jpg', 'x']) expect(() => assertStorageKey(key)).not.toThrow();
  });
});
