// Prints one closing line counting every test of the run (Vitest and Playwright JUnit reports):
// the reports named on the command line, or those of one `npm test` in this checkout.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

// The journeys write one report per shard (e2e/scripts/run-shards.mjs): junit.xml, junit-1.xml…
const journeyReports = existsSync('e2e/test-results')
  ? readdirSync('e2e/test-results')
      .filter((name) => /^junit(-\d+)?\.xml$/.test(name))
      .map((name) => `e2e/test-results/${name}`)
  : [];
const given = process.argv.slice(2);
const reports =
  given.length > 0
    ? given
    : [
        'test-results/vitest-junit.xml',
        ...(journeyReports.length > 0 ? journeyReports : ['e2e/test-results/junit.xml']),
      ];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`missing test report: ${file}`);
    process.exitCode = 1;
    continue;
  }
  const xml = readFileSync(file, 'utf8');
  for (const testcase of xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? []) {
    if (/<(failure|error)\b/.test(testcase)) failed += 1;
    else if (/<skipped\b/.test(testcase)) skipped += 1;
    else passed += 1;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exitCode = 1;
