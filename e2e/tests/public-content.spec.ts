import { PHONE_AND_DESKTOP, expect, expectNoAxeViolations, test } from '../support/fixtures';

// About, Terms, Privacy, Support and the 404 page (docs/product.md#screens), at phone and desktop
// widths.

for (const [label, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`content screens on ${label}`, () => {
    test.use({ viewport });

    test('About: overview, four numbers, values, milestones and three branches', async ({
      page,
    }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/About us/);
      for (const value of ['Transparency', 'Quality', 'Customer First', 'Innovation']) {
        await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
      }
      for (const stat of ['100+', '50K+', '25+', '3']) {
        await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Milestones' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'From our founder' })).toBeVisible();
      for (const branch of ['Boduppal', 'Vanasthalipuram', 'Dilsukhnagar']) {
        await expect(page.getByRole('heading', { name: branch, exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });

    test('Terms: every rental policy', async ({ page }) => {
      await page.goto('/terms');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }),
      ).toBeVisible();
      for (const text of [
        'at least 21 years old',
        'A 2-wheeler licence is not accepted',
        'Aadhaar + Original Licence',
        'No security deposit with Aadhaar + original licence',
        'km. Kilometres beyond the allowance',
        'Pre-verification is mandatory',
        'same fuel level',
        'UPI, debit or credit card, net banking or cash',
        'WhatsApp message or e-mail',
        'everything paid towards the rental is refunded',
      ]) {
        await expect(page.getByText(text).first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });

    test('Privacy: what is collected, why, for how long, and how to ask for a copy or deletion', async ({
      page,
    }) => {
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(
        page.getByText('Digital Personal Data Protection Act, 2023').first(),
      ).toBeVisible();
      const table = page.getByRole('table');
      for (const row of [
        'Date of birth',
        'Driving licence number',
        'Address, city, state, PIN code',
        'Name, mobile number, e-mail',
      ]) {
        await expect(table.getByRole('rowheader', { name: new RegExp(row) })).toBeVisible();
      }
      await expect(page.getByText('To ask for a copy or deletion')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('Support: answers to renters’ questions and the contact routes', async ({ page }) => {
      await page.goto('/support');
      await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
      const question = page.getByText('Is there a security deposit?');
      await question.click();
      await expect(page.getByText('refundable cash deposit of ₹30,000').first()).toBeVisible();
      for (const q of [
        'Which documents do I need?',
        'How does fuel work?',
        'Is there a kilometre limit?',
        'Can I cancel or change my booking?',
        'How can I pay?',
      ]) {
        await expect(page.getByText(q)).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Emergency line' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('404: Go Home, Browse Cars, Go Back and a contact link', async ({ page }) => {
      await page.goto('/about');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'This road doesn’t go anywhere',
      );
      await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('link', { name: 'Browse Cars' })).toHaveAttribute(
        'href',
        '/cars',
      );
      await expect(page.getByRole('link', { name: 'Contact our team' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page).toHaveURL(/\/about$/);
    });
  });
}
