import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { insertFile, listFileKeys } from './files.repository';
import { etagOf, isStorageKey } from './storage';

// Older installs kept uploads under <DATA_DIR>/uploads on one host's disk. At start, each file
// there that the database lacks is copied in under the same key, so the addresses already stored
// in cars and offers keep working on every process (docs/decisions/011-shared-state-in-the-database.md).
// The folder is left as it was: it is only ever read.

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** Copies the files under `root` the database does not have yet; answers how many. */
export async function importDiskUploads(db: Db, root: string): Promise<number> {
  if (!existsSync(root)) return 0;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const known = new Set(await listFileKeys(db));
  let imported = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()];
    if (!contentType || !isStorageKey(key) || known.has(key)) continue;
    const [data, info] = await Promise.all([readFile(file), stat(file)]);
    await insertFile(db, {
      key,
      content_type: contentType,
      data,
      etag: etagOf(data),
      created_at: info.mtime.toISOString(),
    });
    imported += 1;
  }
  return imported;
}
