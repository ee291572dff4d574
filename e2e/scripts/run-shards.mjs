// `npm test` of the journeys: the spec files split into E2E_SHARDS parts (default 2) that run at
// once, each against its own stack (its own port, SMS receiver and SQLite data folder, see
// support/stack-config.ts), so they share nothing but the machine. With arguments (a spec file,
// `--grep`…) it is one plain `playwright test` run instead.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 3100);
if (!Number.isInteger(shards) || shards < 1) {
  throw new Error(`E2E_SHARDS must be a whole number of at least 1, not ${process.env.E2E_SHARDS}`);
}

function run(shard) {
  const part =
    shards > 1 ? [`--shard=${shard}/${shards}`, `--output=test-results/shard-${shard}`] : [];
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
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
