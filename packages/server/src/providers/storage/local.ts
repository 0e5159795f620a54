/**
 * Local-disk storage under `<DATA_DIR>/uploads`: the default, for development and single-machine
 * installs. A write goes to a temporary file first and is renamed into place, so a crash never
 * leaves half a file under a key; the content type is kept in a sidecar file next to the object.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type StorageProvider } from './types';

const TYPE_SUFFIX = '.content-type';

export function localStorage(root: string): StorageProvider {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await writeFile(path + TYPE_SUFFIX, contentType, { mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(path + TYPE_SUFFIX, 'utf8')]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + TYPE_SUFFIX, { force: true });
    },
  };
}
