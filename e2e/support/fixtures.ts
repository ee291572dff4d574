import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { STACK } from './stack-config';

// Every test gets a page in its own context with its own client address (the server trusts
// X-Forwarded-For in this stack), so per-address rate limits behave as for separate renters.

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The widths a public screen is checked at, each with the label its test titles carry. */
export const PHONE_AND_DESKTOP = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

let clientCounter = 0;
function nextClientAddress(): string {
  clientCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${clientCounter % 250}`;
}

export const test = base.extend({
  context: async ({ browser, viewport }, use) => {
    const context = await browser.newContext({
      viewport,
      baseURL: STACK.baseUrl,
      extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
    });
    await use(context);
    await context.close();
  },
});

export { expect };

/** Runs axe on the current page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
