import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName, PHOTO_MAX_SIDE, shrinkPhoto } from './shrink-photo';

describe('the size a photo is sent at', () => {
  it('brings a 12-megapixel photo within the longest side, keeping its shape', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    // Held upright, the phone's photo is taller than wide.
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin({ width: 4000, height: 3000 }, 1000)).toEqual({ width: 1000, height: 750 });
  });

  it('keeps a photo already within the limit, up to the limit itself', () => {
    expect(fitWithin({ width: 1600, height: 1200 })).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: PHOTO_MAX_SIDE, height: 10 })).toEqual({
      width: PHOTO_MAX_SIDE,
      height: 10,
    });
    expect(fitWithin({ width: PHOTO_MAX_SIDE + 1, height: 1 })).toEqual({
      width: PHOTO_MAX_SIDE,
      height: 1,
    });
  });

  it('never draws a side of zero pixels, and rounds to whole pixels', () => {
    expect(fitWithin({ width: 10_000, height: 3 })).toEqual({ width: 2000, height: 1 });
    expect(fitWithin({ width: 3001, height: 2001 })).toEqual({ width: 2000, height: 1334 });
  });
});

describe('the name of a redrawn photo', () => {
  it('ends in .jpg', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('licence.front.png')).toBe('licence.front.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

describe('shrinking', () => {
  it('leaves a PDF and an SVG for the server to judge', async () => {
    const pdf = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    expect(await shrinkPhoto(pdf)).toBe(pdf);
    expect(await shrinkPhoto(svg)).toBe(svg);
  });
});
