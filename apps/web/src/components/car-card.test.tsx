import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { carCardRating } from '@rental/shared/car-list-page';
import { makeCar } from '../test/make-car';
import { CarCard } from './car-card';

// docs/product.md#reviews: the card's rating comes from published reviews, in the same words as
// the server's frame of /cars (carCardRating), or is left out.

const show = (overrides: Parameters<typeof makeCar>[0]) =>
  render(
    <MemoryRouter>
      <CarCard car={makeCar({ name: 'Swift', ...overrides })} />
    </MemoryRouter>,
  );

describe('CarCard rating', () => {
  it('shows the mean and count, spoken in full, as the frame prints them', () => {
    show({ rating: 4.5, reviewCount: 12 });
    const rating = screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' });
    expect(rating).toHaveTextContent('4.5 (12)');
    const frame = carCardRating({ rating: 4.5, reviewCount: 12 })!;
    expect(rating).toHaveAccessibleName(frame.label);
    expect(rating.textContent?.trim()).toBe(frame.text);
  });

  it('says review for one', () => {
    show({ rating: 4, reviewCount: 1 });
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toHaveTextContent(
      '4.0 (1)',
    );
    expect(carCardRating({ rating: 4, reviewCount: 1 })!.label).toBe(
      'Rated 4.0 out of 5 from 1 review',
    );
  });

  it('shows no rating before the first review', () => {
    show({ rating: null, reviewCount: 0 });
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(carCardRating({ rating: null, reviewCount: 0 })).toBeNull();
  });
});
