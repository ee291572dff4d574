import { adminToken, apiCall } from '../support/api';
import { expect, test } from '../support/fixtures';
import { STACK } from '../support/stack-config';
import { signInAsAdmin } from '../support/session';

// Offer management (docs/product.md#offers): add by image address, refuse what is not
// http(s), delete after a confirmation; the public Offers page follows.

test('the admin adds and deletes an offer and the public page follows', async ({ page }) => {
  const token = await adminToken();
  const offers = await apiCall<{ imageUrl: string }[]>('GET', '/offers');
  // An image the stack itself serves, under an address no other offer has.
  const source = offers[0]?.imageUrl ?? '/favicon.svg';
  const imageUrl = `${STACK.baseUrl}${source}?offer=${Date.now()}`;

  await signInAsAdmin(page, token);
  await page.goto('/adminoffers');
  await expect(page.getByRole('heading', { name: 'Offer Management' })).toBeVisible();
  const grid = page.getByRole('region', { name: /Current offers/ });
  // Counting before the list has loaded would read 0; wait for what the API holds.
  const before = offers.length;
  await expect(grid.getByRole('listitem')).toHaveCount(before);

  await test.step('an empty address is ignored', async () => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/offers')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Add Offer' }).click();
    await page.getByLabel('Image URL').fill('   ');
    await page.getByLabel('Image URL').press('Enter');
    expect(posts).toEqual([]);
    await expect(page.getByLabel('Image URL')).not.toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('an address that is not http(s) is refused', async () => {
    await page.getByLabel('Image URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add Offer' }).click();
    await expect(page.getByLabel('Image URL')).toHaveAccessibleDescription(/http\(s\)/);
    await expect(grid.getByRole('listitem')).toHaveCount(before);
  });

  await test.step('add one; it shows here and on the public page', async () => {
    await page.getByLabel('Image URL').fill(imageUrl);
    await expect(page.getByAltText('Preview of the new offer')).toBeVisible();
    await page.getByRole('button', { name: 'Add Offer' }).click();
    await expect(page.getByText('Offer added.')).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(before + 1);
    await expect(grid.locator(`img[src="${imageUrl}"]`)).toBeVisible();

    await page.goto('/offers');
    await expect(page.locator(`img[src="${imageUrl}"]`)).toBeVisible();
  });

  await test.step('delete it after confirming; the public page follows', async () => {
    await page.goto('/adminoffers');
    const item = grid.getByRole('listitem').filter({ has: page.locator(`img[src="${imageUrl}"]`) });
    await item.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(before);

    await page.goto('/offers');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator(`img[src="${imageUrl}"]`)).toHaveCount(0);
  });
});
