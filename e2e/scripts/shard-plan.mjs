// Which spec files each shard of `npm test` runs. Playwright's own `--shard` cuts by test count,
// and one test may take six minutes (rental-to-invoice) while another takes two seconds, so the
// shards here are cut by the time each file last took (shard-durations.json), longest first, each
// file to the shard with the least time so far. Pure functions, so a unit test checks the plan.
import { readdirSync } from 'node:fs';

// A file with no measured time yet (a new journey) counts as this many seconds, about a typical
// journey file, until `npm run durations` records its real time.
export const DEFAULT_SECONDS = 60;

/** The spec files under `testsDir`, as paths relative to it (how Playwright and JUnit name them). */
export function listSpecFiles(testsDir) {
  return readdirSync(testsDir, { recursive: true })
    .map((file) => String(file).split('\\').join('/'))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
}

/**
 * Splits `files` into `count` shards by duration: longest file first, each to the shard with the
 * least seconds so far (the lowest-numbered shard on a tie), so the plan is the same on every run.
 */
export function planShards(files, durations, count, defaultSeconds = DEFAULT_SECONDS) {
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const timed = files.map((file) => ({ file, seconds: durations[file] ?? defaultSeconds }));
  timed.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const { file, seconds } of timed) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  for (const shard of shards) shard.files.sort();
  return shards;
}
