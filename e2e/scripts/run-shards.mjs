// `npm test` of the journeys: the spec files split into E2E_SHARDS parts (default 2) that run at
// once, each against its own stack (its own port, SMS receiver and SQLite data folder, see
// support/stack-config.ts), so they share nothing but the machine. The parts are balanced by each
// file's last measured time (shard-plan.mjs), not by test count. With arguments (a spec file,
// `--grep`…) it is one plain `playwright test` run instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { listSpecFiles, planShards } from './shard-plan.mjs';

const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 3100);
if (!Number.isInteger(shards) || shards < 1) {
  throw new Error(`E2E_SHARDS must be a whole number of at least 1, not ${process.env.E2E_SHARDS}`);
}

const e2eDir = dirname(dirname(fileURLToPath(import.meta.url)));
const durations = JSON.parse(readFileSync(join(e2eDir, 'shard-durations.json'), 'utf8'));
const plan = planShards(listSpecFiles(join(e2eDir, 'tests')), durations, shards);
// Playwright reads each shard's files from a list, matched exactly against paths under tests/.
const listDir = mkdtempSync(join(tmpdir(), 'e2e-shards-'));

function run(shard) {
  const { files, seconds } = plan[shard - 1];
  // More shards than files: the spare ones have nothing to run.
  if (files.length === 0) return Promise.resolve(0);
  const part = [];
  if (shards > 1) {
    const list = join(listDir, `shard-${shard}.txt`);
    writeFileSync(list, `${files.join('\n')}\n`);
    part.push(`--test-list=${list}`, `--output=test-results/shard-${shard}`);
    console.log(
      `[${shard}/${shards}] ${files.length} files, about ${Math.round(seconds / 60)} min`,
    );
  }
  const child = spawn('npx', ['playwright', 'test', ...part, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Ports ten apart: each stack takes its port and the next (the SMS receiver).
      E2E_PORT: String(basePort + (shard - 1) * 10),
      E2E_JUNIT: shards > 1 ? `test-results/junit-${shard}.xml` : 'test-results/junit.xml',
    },
  });
  const prefix = shards > 1 ? `[${shard}/${shards}] ` : '';
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
rmSync(listDir, { recursive: true, force: true });
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
