import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DATABASES, Harness } from '../../test/harness';
import { GENERATED_ADMIN_EMAIL } from './admin-auth.service';

const NO_ADMIN_ENV = { adminEmail: undefined, adminPassword: undefined };

for (const kind of DATABASES) {
  it(`creates one admin with a random password when none exists and none is configured [${kind}]`, async () => {
    const h = new Harness(kind, { config: NO_ADMIN_ENV });
    try {
      await h.start();
      const first = await h.app.db.selectFrom('admins').selectAll().execute();
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({ email: GENERATED_ADMIN_EMAIL });
      expect(first[0]!.password_hash).toMatch(/^\$argon2id\$/);
      // A restart keeps that admin and its password.
      await h.restart();
      expect(await h.app.db.selectFrom('admins').selectAll().execute()).toEqual(first);
    } finally {
      await h.stop();
    }
  });
}

const sqlite = new Harness('sqlite', { config: NO_ADMIN_ENV });
afterAll(() => sqlite.stop());

it('writes the generated password to the log once, and it signs in', async () => {
  const lines: string[] = [];
  const start = () =>
    buildApp({
      config: sqlite.config,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
  let app = await start();
  const warning = lines.map((l) => JSON.parse(l).msg as string).find((m) => m.includes('password'));
  const password = /password (\S+) /.exec(warning ?? '')?.[1];
  expect(password).toBeDefined();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: GENERATED_ADMIN_EMAIL, password },
  });
  expect(res.statusCode).toBe(200);
  await app.close();

  lines.length = 0;
  app = await start();
  expect(lines.some((l) => l.includes('password'))).toBe(false);
  await app.close();
});
