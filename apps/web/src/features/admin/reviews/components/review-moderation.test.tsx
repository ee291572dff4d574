import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@rental/shared/reviews';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { ReviewModeration } from './review-moderation';

afterEach(() => vi.unstubAllGlobals());

const review = (over: Partial<Review> = {}): Review => ({
  _id: 'r1',
  bookingId: 'b1',
  rating: 1,
  text: 'Rude staff and a dirty car.',
  firstName: 'Ravi',
  carName: 'Hyundai Creta',
  createdAt: '2026-11-20T10:00:00.000+05:30',
  hidden: false,
  ...over,
});

describe('ReviewModeration', () => {
  it('lists every review with its rating, state, renter and car', async () => {
    stubFetch(() => json([review(), review({ _id: 'r2', rating: 5, hidden: true })]));
    renderAdmin(<ReviewModeration />);
    expect(await screen.findByText('1 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getAllByText(/Ravi · Hyundai Creta/)).toHaveLength(2);
  });

  it('hides a review by keyboard, reloads the list and confirms in focus', async () => {
    let hidden = false;
    const calls = stubFetch((call) => {
      if (call.method === 'PATCH') {
        hidden = (JSON.parse(call.body as string) as { hidden: boolean }).hidden;
        return json(review({ hidden }));
      }
      return json([review({ hidden })]);
    });
    const user = userEvent.setup();
    renderAdmin(<ReviewModeration />);
    const hide = await screen.findByRole('button', {
      name: 'Hide Ravi’s review of the Hyundai Creta',
    });
    hide.focus();
    await user.keyboard('{Enter}');

    const done = await screen.findByText(
      'Ravi’s review of the Hyundai Creta is hidden from the site.',
    );
    expect(done).toHaveFocus();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/admin/reviews/r1');
    expect(JSON.parse(patch.body as string)).toEqual({ hidden: true });
    expect(
      await screen.findByRole('button', { name: 'Publish Ravi’s review of the Hyundai Creta' }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal beside the list", async () => {
    stubFetch((call) =>
      call.method === 'PATCH'
        ? json({ error: 'Review not found.', code: 'not_found' }, { status: 404 })
        : json([review()]),
    );
    const user = userEvent.setup();
    renderAdmin(<ReviewModeration />);
    await user.click(await screen.findByRole('button', { name: /^Hide/ }));
    expect(await screen.findByText('Review not found.')).toBeInTheDocument();
  });

  it('says so when there is no review yet', async () => {
    stubFetch(() => json([]));
    renderAdmin(<ReviewModeration />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});
