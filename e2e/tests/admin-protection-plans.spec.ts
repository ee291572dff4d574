import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { adminToken } from '../support/api';
import { signInAsAdmin } from '../support/session';
import { letters } from '../support/test-data';

// docs/product.md#protection-plans: the owner adds a plan on a phone, and withdraws it.

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;

test('the owner adds a protection plan and withdraws it', async ({ page }) => {
  await signInAsAdmin(page, await adminToken());
  await page.goto('/admin/protection-plans');
  await expect(page.getByRole('heading', { name: 'Protection plans', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Basic' })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `Weekend cover ${letters(4)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price per day (₹)').fill('149');
  await page.getByLabel('Damage cap (₹)').fill('15000');
  await page.getByRole('button', { name: 'Add the plan' }).click();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('₹149');
  await expect(card).toContainText('₹15,000');
  await expect(card.getByText('Offered')).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-protection-plans.png`, fullPage: true });

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Offered to renters').uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
  await expect(card.getByText('Withdrawn')).toBeVisible();
  // Withdrawn: renters no longer see it offered.
  const offered = await page.request.get('/api/protection-plans');
  expect(JSON.stringify(await offered.json())).not.toContain(name);
  await expectNoAxeViolations(page);
});
