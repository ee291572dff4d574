import { PHONE_AND_DESKTOP, expect, expectNoAxeViolations, test } from '../support/fixtures';

// The contact screen (docs/product.md#screens): required fields, the 1-second sending state, the
// chat opened with the message, the 40-second notice and the cleared form; the side panel.

for (const [label, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`contact on ${label}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      // Record the chat window the form opens instead of leaving the site.
      await page.addInitScript(() => {
        const opened: string[] = [];
        Object.assign(window, { openedUrls: opened });
        window.open = (url?: string | URL) => {
          opened.push(String(url));
          return null;
        };
      });
    });

    test('shows the form and the side panel without axe violations', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { name: 'Client Inquiry Form' })).toBeVisible();
      await expect(page.getByText('24/7 Availability')).toBeVisible();
      await expect(page.getByText('General queries answered within ~15 minutes.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      await expect(page.getByRole('heading', { name: 'Emergency' })).toBeVisible();
      await expect(page.getByText('Minimum age')).toBeVisible();
      const subject = page.getByLabel('Subject');
      await expect(subject.getByRole('option')).toHaveText([
        'Choose a subject',
        'Booking',
        'Support',
        'Feedback',
        'Partnership',
        'Other',
      ]);
      await expectNoAxeViolations(page);
    });

    test('asks for the required fields and accepts an empty phone', async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter your full name.')).toBeVisible();
      await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
      await expect(page.getByText('Please choose a subject.')).toBeVisible();
      await expect(page.getByText('Please write your message.')).toBeVisible();
      await expect(page.getByLabel('Full name')).toBeFocused();
      await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.getByLabel('E-mail').fill('not-an-email');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
    });

    test('sends: sending state, the chat opened with the text, a notice, and a cleared form', async ({
      page,
    }) => {
      const start = new Date('2026-11-20T10:00:00+05:30').getTime();
      await page.clock.install({ time: start });
      await page.goto('/contact');
      await page.getByLabel('Full name').fill('Ananya Rao');
      await page.getByLabel('E-mail').fill('ananya@example.com');
      await page.getByLabel('Subject').selectOption('booking');
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill('Need an SUV for Srisailam next weekend.');
      // From here on, time moves only when the test says so.
      await page.clock.pauseAt(start + 60_000);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();

      await page.clock.runFor(1_000);
      const notice = page.getByTestId('contact-success');
      await expect(notice).toContainText('Thank you, Ananya!');
      const opened = await page.evaluate(
        () => (window as unknown as { openedUrls: string[] }).openedUrls,
      );
      expect(opened).toHaveLength(1);
      const text = decodeURIComponent(opened[0]!);
      expect(text).toContain('https://wa.me/');
      expect(text).toContain('Need an SUV for Srisailam next weekend.');
      expect(text).toContain('Ananya Rao');
      await expect(page.getByLabel('Full name')).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

      await page.clock.runFor(39_000);
      await expect(notice).toBeVisible();
      await page.clock.runFor(1_500);
      await expect(notice).toBeHidden();
    });
  });
}
