// npm run lint:openapi: builds the app, takes the OpenAPI document it serves and lints it with
// Redocly's recommended rules; any error fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
let status = 1;
try {
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }),
    logger: false,
  });
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  await app.close();
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, res.body);
  // npm puts the workspace's binaries on PATH for its scripts; `redocly` comes from @redocly/cli.
  const run = spawnSync(
    'redocly',
    ['lint', '--extends', 'recommended', '--max-problems', '200', file],
    {
      stdio: 'inherit',
    },
  );
  status = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
