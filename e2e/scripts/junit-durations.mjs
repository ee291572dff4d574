// Seconds per spec file from Playwright's JUnit reports: one <testsuite> per file, named by its
// path under tests/, whose `time` is the sum of its tests.
const SUITE = /<testsuite\b[^>]*>/g;

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? match[1] : undefined;
}

/** `{ file: seconds }` from the text of one or more JUnit reports (later reports win). */
export function durationsFromJunit(reports) {
  const durations = {};
  for (const xml of reports) {
    for (const [tag] of xml.matchAll(SUITE)) {
      const name = attribute(tag, 'name');
      const time = Number(attribute(tag, 'time'));
      if (name && Number.isFinite(time)) durations[name] = Math.round(time * 10) / 10;
    }
  }
  return durations;
}

/**
 * The new durations file: measured files take their new time, files not measured this time keep
 * the old one, and files that no longer exist are dropped. Keys sorted so a diff shows only changes.
 */
export function mergeDurations(previous, measured, specFiles) {
  const merged = {};
  for (const file of [...specFiles].sort()) {
    const seconds = measured[file] ?? previous[file];
    if (seconds !== undefined) merged[file] = seconds;
  }
  return merged;
}
