import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarReviews as CarReviewsAnswer, PublicReview } from '@rental/shared/reviews';
import { renderRoutes } from '@/test/render-routes';
import { CarReviews } from './car-reviews';

// docs/product.md#reviews: the car page lists the car's published reviews with the business's
// reply under one, and the average and count the server computed; none: no section at all.

afterEach(() => vi.unstubAllGlobals());

const review = (over: Partial<PublicReview>): PublicReview => ({
  _id: 'r1',
  rating: 4,
  text: 'Clean car.',
  firstName: 'Priya',
  carName: 'Creta SX',
  createdAt: '2026-11-20T06:00:00.000Z',
  reply: null,
  ...over,
});

function serve(answer: CarReviewsAnswer) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the car’s reviews', () => {
  it('shows each review with the business’s reply under it', async () => {
    const fetchMock = serve({
      average: 3.5,
      count: 2,
      reviews: [
        review({
          _id: 'r1',
          rating: 3,
          text: 'The pickup took an hour.',
          reply: {
            text: 'Sorry, Priya.\nWe added a second desk.',
            from: 'Hyderabad Self Drive',
            repliedAt: '2026-11-21T06:00:00.000Z',
            editedAt: null,
          },
        }),
        review({ _id: 'r2', rating: 4, firstName: 'Anil', text: 'Smooth.' }),
      ],
    });
    renderRoutes([{ path: '/', element: <CarReviews carId="c1" /> }]);
    expect(await screen.findByTestId('car-review-rating')).toHaveTextContent(
      'Rated 3.5 out of 5 from 2 reviews',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/cars/c1/reviews');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const reply = within(items[0]!).getByTestId('review-reply');
    expect(reply).toHaveTextContent('Reply from Hyderabad Self Drive');
    expect(reply).toHaveTextContent('We added a second desk.');
    expect(within(items[1]!).queryByTestId('review-reply')).not.toBeInTheDocument();
  });

  it('shows nothing, and no rating, before the car’s first published review', async () => {
    const fetchMock = serve({ average: null, count: 0, reviews: [] });
    const { container } = renderRoutes([{ path: '/', element: <CarReviews carId="c1" /> }]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
