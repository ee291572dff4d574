// What the Lighthouse benchmark (lighthouse.bench.mjs) reads from one Lighthouse report: the
// scores, the figures and the scripts a page fetched; and the median of the runs.

/** Same-origin scripts the page fetched, as paths. */
function scriptsFetched(report, origin) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
    .map((item) => new URL(item.url).pathname);
}

/**
 * Lighthouse names no LCP element when the app has replaced it since (a frame's picture,
 * src/start-after-frame.ts): say what its request was instead, when it was the HTML's.
 */
function lcpFromFrame(report) {
  const checks = report.audits['lcp-discovery-insight']?.details?.items?.[0]?.items;
  if (!checks?.requestDiscoverable?.value) return undefined;
  const hinted = checks.priorityHinted?.value ? ', fetchpriority=high' : '';
  return `frame picture (in the HTML${hinted}), replaced by the app`;
}

export function summarise(report, origin) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpElement:
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? lcpFromFrame(report),
    scripts: scriptsFetched(report, origin),
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
