import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { cameraJpeg, type UploadFile } from './images';

// docs/product.md#condition-photos: the staff walk the six positions on the handover screen,
// one photo each, as the screen leads them (the first photo may be given, e.g. a full-size one).

export const POSITIONS = ['front', 'rear', 'left side', 'right side', 'odometer', 'fuel gauge'];

export async function walkSixPositions(page: Page, first?: UploadFile): Promise<void> {
  for (const [i, position] of POSITIONS.entries()) {
    await expect(page.getByText(`Step ${i + 1} of 6`)).toBeVisible();
    const photo =
      i === 0 && first ? first : await cameraJpeg(page, `${position}.jpg`, { hue: i * 40 });
    await page.getByLabel(`Take the ${position} photo`).setInputFiles(photo);
  }
  await expect(page.getByText('All 6 positions taken.')).toBeVisible();
}
