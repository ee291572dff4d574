import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DATABASES, Harness } from '../../test/harness';
import { loadSecrets } from './secrets';

const LEGACY = 'a-secret-an-older-install-kept-on-its-disk-0123456789';

for (const kind of DATABASES) {
  const harnesses: Harness[] = [];
  const harness = (jwtSecret?: string) => {
    const h = new Harness(kind, { config: { jwtSecret } });
    harnesses.push(h);
    return h;
  };
  afterAll(() => Promise.all(harnesses.map((h) => h.stop())));

  it(`generates the signing secret once into the database, not the disk [${kind}]`, async () => {
    const h = harness();
    await h.start();
    const token = await h.app.tokens.sign({ role: 'admin', id: 'someone' });
    const stored = await h.app.db.selectFrom('settings').selectAll().execute();
    expect(stored.map((row) => row.name)).toEqual(['jwt_secret']);
    expect(stored[0]!.value).toBe(h.app.secrets.jwt);
    expect(h.app.secrets.jwt.length).toBeGreaterThanOrEqual(32);
    expect(h.app.secrets.otp).not.toBe(h.app.secrets.jwt);

    // Another process starting at the same moment settles on the same value.
    const racing = await Promise.all(
      [1, 2, 3, 4].map(() => loadSecrets(h.app.db, { dataDir: h.dataDir }, new Date())),
    );
    expect(new Set(racing.map((s) => s.jwt))).toEqual(new Set([h.app.secrets.jwt]));

    await h.restart();
    await expect(h.app.tokens.verify(token)).resolves.toEqual({ role: 'admin', id: 'someone' });
  });

  it(`takes over the secret an older install kept in its data directory [${kind}]`, async () => {
    const h = harness();
    writeFileSync(path.join(h.dataDir, 'jwt-secret'), `${LEGACY}\n`);
    await h.start();
    expect(h.app.secrets.jwt).toBe(LEGACY);
  });

  it(`uses JWT_SECRET when it is set and stores nothing [${kind}]`, async () => {
    const h = harness('a-secret-from-the-environment-0123456789');
    await h.start();
    expect(h.app.secrets.jwt).toBe('a-secret-from-the-environment-0123456789');
    expect(await h.app.db.selectFrom('settings').selectAll().execute()).toEqual([]);
  });
}
