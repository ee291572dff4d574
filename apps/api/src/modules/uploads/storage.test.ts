import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './storage';

describe('disk storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = createDiskStorage(root, '/uploads');

  it('puts, addresses and deletes a file by its key', async () => {
    await storage.put('cars/abc-123.webp', Buffer.from('data'), 'image/webp');
    expect(readFileSync(path.join(root, 'cars', 'abc-123.webp'), 'utf8')).toBe('data');
    expect(storage.publicUrl('cars/abc-123.webp')).toBe('/uploads/cars/abc-123.webp');
    await storage.delete('cars/abc-123.webp');
    expect(existsSync(path.join(root, 'cars', 'abc-123.webp'))).toBe(false);
    await storage.delete('cars/abc-123.webp'); // deleting twice is fine
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of [
      '../x.webp',
      'cars/../../x.webp',
      '/etc/passwd',
      'cars//x.webp',
      'x',
      '.hidden.webp',
    ]) {
      await expect(storage.put(key, Buffer.from(''), 'image/webp'), key).rejects.toThrow();
      expect(() => storage.publicUrl(key), key).toThrow();
    }
  });
});
