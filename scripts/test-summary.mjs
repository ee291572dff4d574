// Prints one closing line counting every test of the run (Vitest and Playwright JUnit reports):
// the reports named on the command line, or those of one `npm test` in this checkout. Failed tests
// are named above that line with the start of their message, since CI keeps only the tail of a run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

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
const failures = [];
const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '';
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`missing test report: ${file}`);
    process.exitCode = 1;
    continue;
  }
  const xml = readFileSync(file, 'utf8');
  for (const testcase of xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? []) {
    if (/<(failure|error)\b/.test(testcase)) {
      failed += 1;
      const open = testcase.slice(0, testcase.indexOf('>') + 1);
      const message = stripVTControlCharacters(testcase)
        .replace(/^<testcase\b[^>]*>/, '')
        .replace(/<[^>]+>|&\w+;/g, ' ')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 6);
      failures.push([`✘ ${attribute(open, 'classname')} › ${attribute(open, 'name')}`, ...message]);
    } else if (/<skipped\b/.test(testcase)) skipped += 1;
    else passed += 1;
  }
}
for (const lines of failures) console.log(lines.join('\n    '));
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exitCode = 1;
