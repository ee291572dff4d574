import { PHONE_AND_DESKTOP, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { listCars } from '../support/api';

// The home screen (docs/product.md#screens): hero carousel, stats, the 6-second banner, featured
// cars and the sections below, at phone and desktop widths.

for (const [label, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`home on ${label}`, () => {
    test.use({ viewport });

    test('shows the hero, the featured cars and every section, without axe violations', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page).toHaveTitle(/Hyderabad Self Drive/);
      const hero = page.getByRole('region', { name: 'Highlights' });
      await expect(hero.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(hero.getByRole('link', { name: 'Explore Our Fleet' })).toBeVisible();
      await expect(hero.getByText('50,000+ Happy Customers')).toBeVisible();
      await expect(hero.getByText('100+ Cars in Fleet').first()).toBeVisible();

      const featured = (await listCars()).filter((car) => car.featured && car.available);
      const list = page.getByRole('list', { name: 'Featured cars' });
      await expect(list.getByRole('article')).toHaveCount(Math.min(featured.length, 6));

      // The lower sections load as the visitor scrolls towards them; keep going to the end
      // until they are there, as a visitor would.
      await expect(async () => {
        await page.keyboard.press('End');
        await expect(page.getByRole('heading', { name: 'Popular with our renters' })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass();
      for (const heading of [
        'Popular with our renters',
        'On the road in three steps',
        'Rentals that fit how you travel',
        'Ready for your next drive?',
      ]) {
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Book Now', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Talk to Team' })).toHaveAttribute(
        'href',
        '/contact',
      );
      for (const branch of ['Boduppal', 'Vanasthalipuram', 'Dilsukhnagar']) {
        await expect(page.getByRole('heading', { name: branch, exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });

    test('paints the first slide before any script runs, exactly where the page then shows it', async ({
      page,
      browser,
    }) => {
      const noScript = await browser.newContext({ viewport, javaScriptEnabled: false });
      const early = await noScript.newPage();
      await early.goto('/');
      const frame = early.locator('#root .hero__art img');
      await expect
        .poll(() => frame.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const boxes = async (root: typeof page) =>
        Promise.all(
          ['.hero__title', '.hero__art img'].map((s) =>
            root.locator(`.hero__slide.is-active ${s}`).boundingBox(),
          ),
        );
      const before = await boxes(early);
      await noScript.close();

      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
      const after = await boxes(page);
      for (const [i, box] of after.entries()) {
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(box![side] - before[i]![side]), side).toBeLessThanOrEqual(1);
        }
      }
    });

    test('moves the hero with its arrows and dots', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Highlights' });
      await expect(hero.getByRole('link', { name: 'Explore Our Fleet' })).toBeVisible();
      await hero.getByRole('button', { name: 'Next slide' }).click();
      await expect(hero.getByRole('link', { name: 'Find Date Night Cars' })).toBeVisible();
      await hero.getByRole('button', { name: 'Show slide 5' }).click();
      await expect(hero.getByRole('link', { name: 'View City Cars' })).toBeVisible();
      await hero.getByRole('button', { name: 'Previous slide' }).click();
      await hero.getByRole('link', { name: 'Browse Hatchbacks' }).click();
      await expect(page).toHaveURL(/\/cars\?type=Hatchback$/);
    });

    test('advances the hero by itself after 5 seconds', async ({ page }) => {
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Highlights' });
      await expect(hero.getByRole('link', { name: 'Explore Our Fleet' })).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(hero.getByRole('link', { name: 'Find Date Night Cars' })).toBeVisible({
        timeout: 8_000,
      });
    });

    test('shows the banner on arrival and takes it away after 6 seconds', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByTestId('home-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toBeHidden({ timeout: 8_000 });
    });

    test("takes 'Browse All Cars' to the car list", async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Browse All Cars' }).click();
      await expect(page).toHaveURL(/\/cars$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Self-drive cars in Hyderabad',
      );
    });
  });
}
