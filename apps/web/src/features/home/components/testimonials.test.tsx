import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewSummary } from '@rental/shared/reviews';
import { Testimonials } from './testimonials';

// docs/product.md#reviews: the home page shows only a rating the server computed.

function serve(summary: ReviewSummary) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(summary)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Testimonials', () => {
  it('shows no section and no number when nobody has reviewed yet', async () => {
    const fetchMock = serve({ average: null, count: 0, reviews: [] });
    const { container } = render(<Testimonials />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the computed average and count, and what renters wrote', async () => {
    serve({
      average: 4.5,
      count: 2,
      reviews: [
        {
          _id: 'r1',
          rating: 5,
          text: 'Spotless car.',
          firstName: 'Priya',
          carName: 'Creta SX',
          createdAt: '2026-11-20T06:00:00.000Z',
          reply: null,
        },
      ],
    });
    render(<Testimonials />);
    expect(await screen.findByTestId('review-rating')).toHaveTextContent(
      'Rated 4.5 out of 5 from 2 reviews',
    );
    expect(screen.getByText('Spotless car.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(/Creta SX/)).toHaveTextContent('Creta SX · November 2026');
  });
});
