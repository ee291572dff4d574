import { PHONE_AND_DESKTOP, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { listCars } from '../support/api';

// The car detail screen (docs/product.md#cars): gallery, specs, description, features, Rental
// Terms, the booking and chat actions, an unavailable car and an unknown id.

for (const [label, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`car detail on ${label}`, () => {
    test.use({ viewport });

    test('shows an available car with its gallery, terms and Book Now', async ({ page }) => {
      const car = (await listCars()).find((c) => c.available && c.images.length > 1)!;
      await page.goto(`/cars/${car._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
      await expect(page).toHaveTitle(new RegExp(car.name));

      const gallery = page.getByRole('region', { name: `Photos of ${car.name}` });
      await expect(
        gallery.getByRole('img', { name: `${car.name}, photo 1 of ${car.images.length}` }),
      ).toBeVisible();
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect(
        gallery.getByRole('img', { name: `${car.name}, photo 2 of ${car.images.length}` }),
      ).toBeVisible();
      await gallery.getByRole('button', { name: 'Show photo 1 of', exact: false }).click();
      await expect(
        gallery.getByRole('img', { name: `${car.name}, photo 1 of ${car.images.length}` }),
      ).toBeVisible();

      for (const heading of ['About this car', 'Specifications', 'Features', 'Rental Terms']) {
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      await expect(page.getByText(car.features[0]!)).toBeVisible();
      await expect(page.getByText('refundable cash deposit of ₹30,000').first()).toBeVisible();
      // The summary's Book Now (the availability calendar may offer a second one).
      await expect(page.getByRole('link', { name: 'Book Now' }).first()).toHaveAttribute(
        'href',
        new RegExp(`^/book/${car._id}`),
      );

      const chat = page.getByRole('link', { name: 'Chat about this car' });
      const href = decodeURIComponent((await chat.getAttribute('href')) ?? '');
      expect(href).toContain('https://wa.me/');
      expect(href).toContain(car.name);
      await expectNoAxeViolations(page);
    });

    test('breaks no rule of the Content-Security-Policy on the public pages', async ({ page }) => {
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
            `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      const car = (await listCars()).find((c) => c.available)!;
      for (const path of ['/', '/cars', `/cars/${car._id}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The car page parses its answers with the schemas, where Zod would have tried eval.
        await page.waitForLoadState('networkidle');
      }
      expect(violations).toEqual([]);
    });

    test("shows a booked car with a disabled 'Currently Unavailable'", async ({ page }) => {
      const car = (await listCars()).find((c) => !c.available);
      // The demo data has one unavailable car, to show how the screens treat it.
      expect(car, 'an unavailable demo car').toBeDefined();
      await page.goto(`/cars/${car!._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(car!.name);
      await expect(page.getByRole('button', { name: 'Currently Unavailable' })).toBeDisabled();
      await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('paints the photo before any script runs, exactly where the page then shows it', async ({
      page,
      browser,
    }) => {
      // A car with real photos (the journeys' own cars carry a one-pixel image).
      const car = (await listCars()).find((c) => c.available && c.images.length > 1)!;
      const noScript = await browser.newContext({ viewport, javaScriptEnabled: false });
      const early = await noScript.newPage();
      await early.goto(`/cars/${car._id}`);
      await expect(early).toHaveTitle(new RegExp(car.name));
      const frame = early.locator('#root .gallery__main img');
      await expect(frame).toHaveAttribute('src', car.images[0]!);
      await expect
        .poll(() => frame.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const before = await frame.boundingBox();
      await noScript.close();

      // With the car's data slow to come, the page keeps showing the photo while it waits.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/cars/${car._id}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/cars/${car._id}`);
      await expect(
        page.getByRole('status').filter({ hasText: 'Loading car details...' }),
      ).toBeAttached();
      await expect(page.locator('main .gallery__main img')).toHaveAttribute('src', car.images[0]!);
      release();
      const gallery = page.getByRole('region', { name: `Photos of ${car.name}` });
      await expect(gallery.getByRole('img', { name: /photo 1 of/ })).toBeVisible();
      const after = await gallery.locator('.gallery__main img').boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(after![side] - before![side]), side).toBeLessThanOrEqual(1);
      }
    });

    test('explains an unknown car and goes back to the list', async ({ page }) => {
      await page.goto('/cars/no-such-car');
      await expect(page.getByRole('heading', { name: 'We could not find that car' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back to Cars' }).click();
      await expect(page).toHaveURL(/\/cars$/);
    });
  });
}
