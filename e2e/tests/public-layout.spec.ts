import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';

// The layout around every screen (docs/product.md#screens): navigation bar, promo banner, footer,
// floating chat button, skip link and scroll to the top on route changes.

const USER = { _id: 'c1', name: 'Priya Sharma', mobile: '9876543210', email: 'priya@example.com' };

test.describe('layout on phone', () => {
  test.use({ viewport: PHONE });

  test('opens the menu, navigates and closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
  });

  test('opens the chat options from the button in the bar', async ({ page }) => {
    await page.goto('/cars');
    const chat = page.getByRole('navigation', { name: 'Main' });
    const toggle = chat.getByRole('button', { name: 'Chat with us' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const whatsapp = chat.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(whatsapp).toBeVisible();
    const href = decodeURIComponent((await whatsapp.getAttribute('href')) ?? '');
    expect(href).toContain("Hi! I'm interested in renting a car. Can you help me?");
    await expect(chat.getByRole('link', { name: 'Our Instagram' })).toBeVisible();
    await expectNoAxeViolations(page);
    await chat.getByRole('button', { name: 'Close chat options' }).click();
    await expect(whatsapp).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(whatsapp).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('does not show the promo banner on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Explore Our Fleet' })).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveClass(/is-hidden/);
    await expect(page.getByTestId('promo-banner')).toBeHidden();
  });
});

test.describe('layout on desktop', () => {
  test.use({ viewport: DESKTOP });

  test('hides the bar on scrolling down, shows the promo banner, and brings the bar back', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('link', { name: 'Explore Our Fleet' })).toBeVisible();
    await expect(nav).toBeInViewport();
    await page.mouse.wheel(0, 1200);
    await expect(nav).toHaveClass(/is-hidden/);
    const banner = page.getByTestId('promo-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveClass(/is-visible/);
    await page.mouse.wheel(0, -300);
    await expect(nav).not.toHaveClass(/is-hidden/);
    await expect(banner).not.toHaveClass(/is-visible/);
  });

  test('scrolls to the top on a route change', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse All Cars' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('link', { name: 'Browse All Cars' }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('has a skip link to the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('footer: blocks, legal links and Admin or Dashboard by the admin token', async ({
    page,
  }) => {
    // The hero stays on its first slide: axe reads contrast wrongly halfway through a crossfade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Explore Our Fleet' })).toBeVisible();
    // The footer loads as the visitor scrolls near it; sections still arriving can push it
    // down again, so keep going to the end until it is there, as a visitor would.
    const footer = page.getByRole('contentinfo');
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(footer).toBeVisible({ timeout: 1_000 });
    }).toPass();
    for (const name of [
      'Home',
      'Cars',
      'About Us',
      'Offers',
      'Terms & Conditions',
      'Privacy Policy',
      'Support',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(
      footer.getByText('Boduppal, Vanasthalipuram, Dilsukhnagar, Hyderabad'),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/admin',
    );
    await page.evaluate(() => localStorage.setItem('adminToken', 'token'));
    // Another tab signing the admin in shows up through the storage event, without polling.
    await page.evaluate(() =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken', newValue: 'token' })),
    );
    await expect(footer.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    // Sections that arrived late may have pushed the footer out of view, where the browser
    // skips painting it and axe would judge its text against no background.
    await footer.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });

  test('signed in: the name links to the account, and Logout asks first', async ({ page }) => {
    await page.addInitScript((user) => {
      localStorage.setItem('userToken', 'token');
      localStorage.setItem('userData', JSON.stringify(user));
    }, USER);
    await page.goto('/offers');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: USER.name })).toHaveAttribute('href', '/account');
    await nav.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(dialog).toContainText('Are you sure you want to log out?');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(nav.getByRole('link', { name: USER.name })).toBeVisible();

    await nav.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });
});
