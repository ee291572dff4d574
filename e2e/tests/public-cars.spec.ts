import { PHONE_AND_DESKTOP, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { listCars } from '../support/api';

// The car list (docs/product.md#cars): cards, search, the filter dialog, sort, the URL query, the
// empty state and booked cars.

for (const [label, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`car list on ${label}`, () => {
    test.use({ viewport });

    test('lists every car, marks booked ones, and has no axe violations', async ({ page }) => {
      const cars = await listCars();
      await page.goto('/cars');
      await expect(page.getByText(`Showing ${cars.length} of ${cars.length} cars`)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(cars.length);
      const booked = cars.find((car) => !car.available);
      if (booked) {
        const card = page.getByRole('article').filter({ hasText: booked.name });
        await expect(card.getByText('Booked', { exact: true }).first()).toBeVisible();
        await expect(card.getByRole('link', { name: /Book Now/ })).toHaveCount(0);
      }
      const free = cars.find((car) => car.available)!;
      const card = page.getByRole('article').filter({ hasText: free.name });
      await expect(card.getByRole('link', { name: /Book Now/ })).toHaveAttribute(
        'href',
        `/book/${free._id}`,
      );
      await expectNoAxeViolations(page);
    });

    test('paints the first cards before any script runs, exactly where the list then shows them', async ({
      page,
      browser,
    }) => {
      // Other journeys add and delete cars meanwhile, and the newest comes first: when the list
      // changed between two looks, look again.
      await expect(async () => {
        const [first, second] = await listCars();
        const noScript = await browser.newContext({ viewport, javaScriptEnabled: false });
        const early = await noScript.newPage();
        await early.goto('/cars');
        // The frame is a picture of the page: hidden from assistive technology.
        await expect(early.locator('#root > .site-main')).toHaveAttribute('aria-hidden', 'true');
        const frameCards = early.locator('#root article');
        await expect(frameCards.first()).toContainText(first!.name, { timeout: 2_000 });
        await expect(frameCards.nth(1)).toContainText(second!.name, { timeout: 2_000 });
        if (first!.images.length > 0) {
          const photo = frameCards.first().locator('img');
          await expect(photo).toHaveAttribute('fetchpriority', 'high');
          // Loaded and decoded (a test car's 1-pixel photo has a natural width of 0 at 480w).
          await expect
            .poll(
              () =>
                photo.evaluate((img: HTMLImageElement) =>
                  img.decode().then(
                    () => true,
                    () => false,
                  ),
                ),
              { timeout: 5_000 },
            )
            .toBe(true);
        } else {
          await expect(frameCards.first()).toContainText('Photo coming soon');
        }
        const before = await Promise.all([0, 1].map((i) => frameCards.nth(i).boundingBox()));
        await noScript.close();

        await page.goto('/cars');
        const cards = page.getByRole('article');
        await expect(cards.first().getByRole('heading', { name: first!.name })).toBeVisible({
          timeout: 5_000,
        });
        const after = await Promise.all([0, 1].map((i) => cards.nth(i).boundingBox()));
        for (const [i, box] of after.entries()) {
          for (const side of ['x', 'y', 'width', 'height'] as const) {
            expect(
              Math.abs(box![side] - before[i]![side]),
              `card ${i} ${side}`,
            ).toBeLessThanOrEqual(1);
          }
        }
      }).toPass({ timeout: 45_000 });
    });

    test('filters in the dialog, keeps the filters in the URL and after a reload', async ({
      page,
    }) => {
      const cars = await listCars();
      await page.goto('/cars');
      await expect(page.getByRole('article')).toHaveCount(cars.length);
      await page.getByRole('button', { name: 'Filters' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filter cars' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByLabel('Seats').selectOption('7');
      await dialog.getByRole('switch', { name: 'Available cars only' }).check();
      await dialog.getByRole('button', { name: /^Show/ }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/[?&]seats=7/);
      await expect(page).toHaveURL(/[?&]available=1/);

      const expected = cars.filter((c) => c.available && c.seats >= 7);
      await expect(page.getByRole('article')).toHaveCount(expected.length);
      await page.reload();
      await expect(page.getByRole('article')).toHaveCount(expected.length);
      await expect(page.getByRole('button', { name: /^Filters.*2 applied$/ })).toBeVisible();
    });

    test('searches by name or brand, sorts by price, and clears with Clear All Filters', async ({
      page,
    }) => {
      const cars = await listCars();
      await page.goto('/cars');
      await expect(page.getByRole('article')).toHaveCount(cars.length);

      await page.getByLabel('Sort cars by').selectOption('price-low');
      await expect(page).toHaveURL(/sort=price-low/);
      const byPrice = [...cars]
        .sort(
          (a, b) =>
            a.price - b.price || a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }),
        )
        .map((c) => c.name);
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(byPrice);

      const search = page.getByLabel('Search cars by name or brand');
      const target = cars[0]!;
      await search.fill(target.name.slice(0, 5).toUpperCase());
      await expect(page.getByRole('article').filter({ hasText: target.name })).toBeVisible();

      await search.fill('no such car at all');
      await expect(page.getByRole('heading', { name: 'No cars found' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await expect(search).toHaveValue('');
      await expect(page).toHaveURL(/available=1/);
      await expect(page.getByRole('article')).toHaveCount(cars.filter((c) => c.available).length);
    });

    test('opens a car from its card and comes back with the filters kept', async ({ page }) => {
      const cars = await listCars();
      const car = cars.find((c) => c.available)!;
      await page.goto(`/cars?sort=name`);
      await page
        .getByRole('article')
        .filter({ hasText: car.name })
        .getByRole('link', { name: car.name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/cars/${car._id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
      await page.getByRole('link', { name: 'Back to Cars' }).click();
      await expect(page).toHaveURL(/\/cars\?sort=name$/);
    });
  });
}
