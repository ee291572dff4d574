import type { Locator, Page } from '@playwright/test';

// Photos for upload journeys, drawn by the browser itself, so a journey needs no image files and
// the server gets a real JPEG as a phone's camera would give it.

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A `width` × `height` JPEG of a coloured car-ish block on a plain ground. With `grain`, every
 * pixel gets a little noise, as a phone's sensor gives it, so the file is as heavy as a real
 * photo of that size (a 4000 × 3000 one is over 5 MB).
 */
export async function cameraJpeg(
  page: Page,
  name: string,
  { width = 640, height = 480, hue = 210, grain = false } = {},
): Promise<UploadFile> {
  const base64 = await page.evaluate(
    ([w, h, colour, noisy]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const draw = canvas.getContext('2d')!;
      draw.fillStyle = '#d9dde3';
      draw.fillRect(0, 0, w, h);
      draw.fillStyle = `hsl(${colour} 55% 45%)`;
      draw.fillRect(w * 0.15, h * 0.35, w * 0.7, h * 0.35);
      draw.fillStyle = '#222';
      draw.beginPath();
      draw.arc(w * 0.3, h * 0.72, h * 0.08, 0, 2 * Math.PI);
      draw.arc(w * 0.7, h * 0.72, h * 0.08, 0, 2 * Math.PI);
      draw.fill();
      if (noisy) {
        const pixels = draw.getImageData(0, 0, w, h);
        const data = pixels.data;
        for (let i = 0; i < data.length; i += 4) {
          const n = (Math.random() - 0.5) * 60;
          data[i] = data[i]! + n;
          data[i + 1] = data[i + 1]! + n;
          data[i + 2] = data[i + 2]! + n;
        }
        draw.putImageData(pixels, 0, 0);
      }
      return canvas.toDataURL('image/jpeg', noisy ? 0.92 : 0.8).split(',')[1]!;
    },
    [width, height, hue, grain] as const,
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** The pixel size of a shown image's file. */
export const naturalSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
