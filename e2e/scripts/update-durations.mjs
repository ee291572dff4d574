// `npm run durations` (in e2e/): records how long each spec file took in the last `npm test`,
// from its JUnit reports (test-results/junit*.xml, or the reports named as arguments), into
// shard-durations.json, which run-shards.mjs reads to balance the shards. Commit the change.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { durationsFromJunit, mergeDurations } from './junit-durations.mjs';
import { listSpecFiles } from './shard-plan.mjs';

const e2eDir = dirname(dirname(fileURLToPath(import.meta.url)));
const durationsFile = join(e2eDir, 'shard-durations.json');
const resultsDir = join(e2eDir, 'test-results');

const reports =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => resolve(file))
    : existsSync(resultsDir)
      ? readdirSync(resultsDir)
          .filter((file) => /^junit.*\.xml$/.test(file))
          .map((file) => join(resultsDir, file))
      : [];
if (reports.length === 0) {
  throw new Error('No JUnit report found: run the journeys with `npm test` first.');
}

const measured = durationsFromJunit(reports.map((file) => readFileSync(file, 'utf8')));
const previous = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
const merged = mergeDurations(previous, measured, listSpecFiles(join(e2eDir, 'tests')));
writeFileSync(durationsFile, `${JSON.stringify(merged, null, 2)}\n`);
console.log(
  `${Object.keys(measured).length} files measured from ${reports.length} reports; ` +
    `${Object.keys(merged).length} files in shard-durations.json`,
);
