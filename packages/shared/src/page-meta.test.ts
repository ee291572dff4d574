import { describe, expect, it } from 'vitest';
import { carPageMeta, carPhotoSrcSet, documentTitle, HOME_TITLE } from './page-meta';

const car = { name: 'Hyundai Creta', type: 'SUV', fuel: 'Diesel', seats: 5, description: '' };

describe('page meta', () => {
  it('titles a screen with the brand, and the home page with its own title', () => {
    expect(documentTitle('Offers')).toBe('Offers | Hyderabad Self Drive');
    expect(documentTitle('')).toBe(HOME_TITLE);
  });

  it('describes a car in full when it fits', () => {
    expect(carPageMeta({ ...car, description: 'Roomy.' })).toEqual({
      title: 'Hyundai Creta for self-drive rent',
      description:
        'Rent the Hyundai Creta (SUV, Diesel, 5 seats) for self-drive in Hyderabad. Roomy.',
    });
  });

  it('cuts a long description at a word, within 160 characters, with an ellipsis', () => {
    const description = carPageMeta({ ...car, description: 'comfortable '.repeat(30) }).description;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ comfortable…$/);
  });

  it('offers both photo sizes only when there is a separate thumbnail', () => {
    expect(carPhotoSrcSet('/t.webp', '/l.webp')).toBe('/t.webp 480w, /l.webp 1280w');
    expect(carPhotoSrcSet(undefined, '/l.webp')).toBeUndefined();
    expect(carPhotoSrcSet('/l.webp', '/l.webp')).toBeUndefined();
  });
});
