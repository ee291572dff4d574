import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { durationsFromJunit, mergeDurations } from './junit-durations.mjs';
import { DEFAULT_SECONDS, listSpecFiles, planShards } from './shard-plan.mjs';

const e2eDir = dirname(dirname(fileURLToPath(import.meta.url)));
const specFiles = listSpecFiles(join(e2eDir, 'tests'));
const durations = JSON.parse(readFileSync(join(e2eDir, 'shard-durations.json'), 'utf8'));

const total = (seconds) => seconds.reduce((sum, value) => sum + value, 0);

describe('the journeys split into shards by time', () => {
  it.each([1, 2, 3, 4])('%i shards run every spec file exactly once', (count) => {
    const plan = planShards(specFiles, durations, count);
    expect(plan).toHaveLength(count);
    const planned = plan.flatMap((shard) => shard.files);
    expect([...planned].sort()).toEqual(specFiles);
    expect(new Set(planned).size).toBe(planned.length);
  });

  it('puts the longest files on different shards and leaves them within one file of each other', () => {
    const plan = planShards(
      ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts'],
      { 'a.spec.ts': 300, 'b.spec.ts': 200, 'c.spec.ts': 150, 'd.spec.ts': 100, 'e.spec.ts': 50 },
      2,
    );
    // Longest first, each to the lighter shard: a, b, then c joins b, d joins a, e joins b.
    expect(plan).toEqual([
      { files: ['a.spec.ts', 'd.spec.ts'], seconds: 400 },
      { files: ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'], seconds: 400 },
    ]);
  });

  it('balances by seconds, where an even split by count would not', () => {
    // One long journey and many short ones: by count it would be 3 against 3.
    const files = [
      'long.spec.ts',
      's1.spec.ts',
      's2.spec.ts',
      's3.spec.ts',
      's4.spec.ts',
      's5.spec.ts',
    ];
    const seconds = { 'long.spec.ts': 360, 's1.spec.ts': 60, 's2.spec.ts': 60 };
    const plan = planShards(
      files,
      { ...seconds, 's3.spec.ts': 60, 's4.spec.ts': 60, 's5.spec.ts': 60 },
      2,
    );
    expect(plan.map((shard) => shard.files.length)).toEqual([1, 5]);
    expect(plan.map((shard) => shard.seconds)).toEqual([360, 300]);
  });

  it('counts a file with no measured time as the default', () => {
    const plan = planShards(['new.spec.ts', 'old.spec.ts'], { 'old.spec.ts': 10 }, 1);
    expect(plan[0].seconds).toBe(10 + DEFAULT_SECONDS);
  });

  it('leaves spare shards empty when there are fewer files than shards', () => {
    const plan = planShards(['only.spec.ts'], {}, 3);
    expect(plan.map((shard) => shard.files)).toEqual([['only.spec.ts'], [], []]);
  });

  it('keeps the checked-in shards within the longest file of each other', () => {
    const plan = planShards(specFiles, durations, 2);
    const longest = Math.max(...specFiles.map((file) => durations[file] ?? DEFAULT_SECONDS));
    const [a, b] = plan.map((shard) => shard.seconds);
    expect(Math.abs(a - b)).toBeLessThanOrEqual(longest);
    expect(total([a, b])).toBeCloseTo(
      total(specFiles.map((file) => durations[file] ?? DEFAULT_SECONDS)),
      6,
    );
  });

  it('has a measured time only for spec files that exist', () => {
    expect(Object.keys(durations).filter((file) => !specFiles.includes(file))).toEqual([]);
  });
});

describe('the durations file is updated from JUnit reports', () => {
  const report = (suites) =>
    `<testsuites tests="3">\n${suites
      .map(
        ([name, time]) =>
          `<testsuite name="${name}" tests="1" time="${time}" errors="0">\n</testsuite>`,
      )
      .join('\n')}\n</testsuites>`;

  it('reads one time per spec file from every report, rounded to a tenth of a second', () => {
    const measured = durationsFromJunit([
      report([['a.spec.ts', '12.345']]),
      report([
        ['b.spec.ts', '369.606'],
        ['c.spec.ts', '1.5'],
      ]),
    ]);
    expect(measured).toEqual({ 'a.spec.ts': 12.3, 'b.spec.ts': 369.6, 'c.spec.ts': 1.5 });
  });

  it('keeps old times for files not run, takes new ones, and drops deleted files', () => {
    const merged = mergeDurations(
      { 'kept.spec.ts': 40, 'changed.spec.ts': 90, 'deleted.spec.ts': 20 },
      { 'changed.spec.ts': 60, 'new.spec.ts': 30 },
      ['new.spec.ts', 'kept.spec.ts', 'changed.spec.ts'],
    );
    expect(merged).toEqual({ 'changed.spec.ts': 60, 'kept.spec.ts': 40, 'new.spec.ts': 30 });
    expect(Object.keys(merged)).toEqual(['changed.spec.ts', 'kept.spec.ts', 'new.spec.ts']);
  });
});
