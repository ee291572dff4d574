import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES } from '@rental/shared/reviews';
import { BookingReview } from './booking-review';

// docs/product.md#reviews: the renter rates a Completed rental once, on its card.

const review = {
  _id: 'r1',
  bookingId: 'b1',
  rating: 4,
  text: 'Clean car',
  firstName: 'Priya',
  carName: 'Creta SX',
  createdAt: '2026-11-20T06:00:00.000Z',
  hidden: false,
};

function show(status: 'Completed' | 'Confirmed') {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <BookingReview booking={{ _id: 'b1', status }} />
    </QueryClientProvider>,
  );
}

describe('BookingReview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks nothing of a booking that is not Completed', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { container } = show('Confirmed');
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the rating, sends the review and thanks with the focus on it', async () => {
    localStorage.setItem('userToken', 'renter-token');
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify(review), { status: 201 });
        }
        return new Response(JSON.stringify({ review: null }));
      }),
    );
    show('Completed');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your review'), 'Clean car');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByText(REVIEW_MESSAGES.rating)).toBeVisible();
    expect(screen.getByLabelText('1 star')).toHaveFocus();
    expect(sent).toEqual([]);

    await user.click(screen.getByLabelText('4 stars'));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.thanks)).toHaveFocus();
    expect(sent).toEqual([{ rating: 4, text: 'Clean car' }]);
    expect(screen.getByText(/4 out of 5/)).toBeVisible();
  });
});
