import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { listFileKeys } from './files.repository';

describeEachDatabase('files in the database', (h) => {
  it('puts, serves and deletes a file by its key', async () => {
    const data = Buffer.from('webp bytes');
    await h.app.storage.put('cars/abc-123.webp', data, 'image/webp');
    expect(h.app.storage.publicUrl('cars/abc-123.webp')).toBe('/uploads/cars/abc-123.webp');

    const res = await h.inject({ method: 'GET', url: '/uploads/cars/abc-123.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['last-modified']).toBeTruthy();

    const again = await h.inject({
      method: 'GET',
      url: '/uploads/cars/abc-123.webp',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await h.app.storage.delete('cars/abc-123.webp');
    const gone = await h.inject({ method: 'GET', url: '/uploads/cars/abc-123.webp' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Not found.', code: 'not_found' });
    await h.app.storage.delete('cars/abc-123.webp'); // deleting twice is fine
  });

  it('refuses keys that could leave their folder on a disk or in a bucket', async () => {
    for (const key of [
      '../x.webp',
      'cars/../../x.webp',
      '/etc/passwd',
      'cars//x.webp',
      'x',
      '.hidden.webp',
    ]) {
      await expect(h.app.storage.put(key, Buffer.from(''), 'image/webp'), key).rejects.toThrow();
      expect(() => h.app.storage.publicUrl(key), key).toThrow();
      expect(await h.app.storage.get(key), key).toBeUndefined();
    }
  });

  it('copies the uploads an older install kept on the disk in at start, once', async () => {
    const folder = path.join(h.dataDir, 'uploads', 'cars');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'old-photo.webp'), 'old bytes');
    writeFileSync(path.join(folder, 'old-photo.webp.1234.tmp'), 'half a file');
    writeFileSync(path.join(folder, 'notes.txt'), 'not an image');

    await h.restart();
    const res = await h.inject({ method: 'GET', url: '/uploads/cars/old-photo.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('old bytes');
    expect(res.headers['content-type']).toBe('image/webp');
    const keys = await listFileKeys(h.app.db);
    expect(keys.filter((key) => key.startsWith('cars/old-photo'))).toEqual(['cars/old-photo.webp']);
    expect(keys).not.toContain('cars/notes.txt');

    // A second start finds it there and leaves it alone.
    await h.restart();
    expect(await listFileKeys(h.app.db)).toEqual(keys);
  });
});
