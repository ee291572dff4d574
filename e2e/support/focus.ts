import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Checks of what a phone or keyboard user meets: sideways scrolling, focus hidden under a fixed
// or sticky part of the screen, and axe limited to the WCAG 2.2 A and AA rules.

export const NARROW = { width: 320, height: 640 } as const;

/** The page fits the window's width: nothing scrolls sideways (WCAG 1.4.10 reflow). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // The first elements reaching past the right edge, to name the culprit.
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`),
  }));
  expect(
    scrollWidth,
    `${what} scrolls sideways at ${innerWidth} px (${wide.join(', ')})`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** Waits until the bars' slide transitions have ended (endless spinners aside). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * What covers the focused element: at its corners and centre, the topmost element is checked;
 * a fixed or sticky element (or one inside such) that does not hold the focused element is a
 * cover (WCAG 2.4.11 focus not obscured). Answers descriptions, empty when nothing covers it.
 */
export async function focusCovers(page: Page): Promise<string[]> {
  await settle(page);
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return ['focus is on the page body'];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ')[0]}`;
    const stuck = (el: Element | null): Element | null => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const box = active.getBoundingClientRect();
    const inset = Math.min(3, box.width / 4, box.height / 4);
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
    if (points.length === 0) return [`${name(active)} is outside the window`];
    const covers = new Set<string>();
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x!, y!);
      if (!top || active.contains(top) || top.contains(active)) continue;
      // A label or icon drawn over its own field is part of it, not a cover.
      const bar = stuck(top);
      if (bar && !bar.contains(active)) covers.add(`${name(bar)} covers ${name(active)}`);
    }
    return [...covers];
  });
}

/**
 * Presses Tab until `until` is focused (at most `max` times), checking after each press that the
 * focused element is not covered. Answers how many presses it took.
 */
export async function tabUntil(
  page: Page,
  until: (page: Page) => Promise<boolean>,
  max = 40,
): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    expect(await focusCovers(page)).toEqual([]);
    if (await until(page)) return presses;
  }
  throw new Error(`the target was not reached in ${max} presses of Tab`);
}

/** Whether the focused element has this accessible name (or text). */
export function focusedIs(name: string | RegExp): (page: Page) => Promise<boolean> {
  return async (page) => {
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    });
    return typeof name === 'string' ? label === name : name.test(label);
  };
}

/** axe with the WCAG 2.0 to 2.2 A and AA rules only; fails with a readable list. */
export async function expectNoWcagViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
