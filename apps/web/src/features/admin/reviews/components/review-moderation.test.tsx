import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES, type Review } from '@rental/shared/reviews';
import type { AdminMe } from '@rental/shared/staff';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { ReviewModeration } from './review-moderation';

// docs/product.md#reviews: the owner hides or publishes reviews; the owner and a branch's staff
// reply once and edit the reply.

afterEach(() => vi.unstubAllGlobals());

const OWNER: AdminMe = {
  _id: 'a1',
  name: 'Sunita Rao',
  email: 'owner@example.com',
  role: 'owner',
  branch: null,
  twoFactor: false,
  requireTwoFactor: false,
};
const STAFF: AdminMe = { ...OWNER, _id: 's1', role: 'staff', branch: 'Boduppal' };

const review = (over: Partial<Review> = {}): Review => ({
  _id: 'r1',
  bookingId: 'b1',
  rating: 1,
  text: 'Rude staff and a dirty car.',
  firstName: 'Ravi',
  carName: 'Hyundai Creta',
  createdAt: '2026-11-20T10:00:00.000+05:30',
  hidden: false,
  branch: 'Boduppal',
  reply: null,
  ...over,
});

/** Answers who is signed in, then the list or the change. */
function serve(me: AdminMe, respond: (call: RecordedCall) => Response) {
  return stubFetch((call) => (call.url.pathname === '/api/admin/me' ? json(me) : respond(call)));
}

describe('ReviewModeration', () => {
  it('lists every review with its rating, state, renter, car and branch', async () => {
    serve(OWNER, () => json([review(), review({ _id: 'r2', rating: 5, hidden: true })]));
    renderAdmin(<ReviewModeration />);
    expect(await screen.findByText('1 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getAllByText(/Ravi · Hyundai Creta · Boduppal/)).toHaveLength(2);
  });

  it('hides a review by keyboard, reloads the list and confirms in focus', async () => {
    let hidden = false;
    const calls = serve(OWNER, (call) => {
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
    serve(OWNER, (call) =>
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
    serve(OWNER, () => json([]));
    renderAdmin(<ReviewModeration />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('lets branch staff reply by keyboard, with no Hide, and confirms in focus', async () => {
    let reply: Review['reply'] = null;
    const calls = serve(STAFF, (call) => {
      if (call.method === 'PUT') {
        const { text } = JSON.parse(call.body as string) as { text: string };
        reply = {
          text,
          from: 'Hyderabad Self Drive',
          repliedAt: '2026-11-21T10:00:00.000Z',
          editedAt: null,
        };
        return json(review({ reply }));
      }
      return json([review({ reply })]);
    });
    const user = userEvent.setup();
    renderAdmin(<ReviewModeration />);
    const open = await screen.findByRole('button', {
      name: 'Reply to Ravi’s review of the Hyundai Creta',
    });
    expect(screen.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    open.focus();
    await user.keyboard('{Enter}');
    const field = screen.getByLabelText('Reply to Ravi');
    expect(field).toHaveFocus();

    // Blank first: the catalogue's words beside the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Publish the reply' }));
    expect(await screen.findByText(REVIEW_MESSAGES.replyRequired)).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(field, 'Sorry, Ravi. We have spoken to the branch.');
    await user.keyboard('{Tab}{Enter}');
    const done = await screen.findByText(REVIEW_MESSAGES.replySaved);
    expect(done).toHaveFocus();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/reviews/r1/reply');
    expect(JSON.parse(put.body as string)).toEqual({
      text: 'Sorry, Ravi. We have spoken to the branch.',
    });
    expect(await screen.findByText('Reply from Hyderabad Self Drive')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Edit the reply to Ravi’s review of the Hyundai Creta' }),
    ).toBeInTheDocument();
  });

  it('edits a reply, with the text as it was to start from', async () => {
    const first = {
      text: 'Thank you!',
      from: 'Hyderabad Self Drive',
      repliedAt: '2026-11-21T10:00:00.000Z',
      editedAt: null,
    };
    serve(OWNER, (call) =>
      call.method === 'PUT'
        ? json(review({ reply: { ...first, text: 'Thank you, see you again.' } }))
        : json([review({ reply: first })]),
    );
    const user = userEvent.setup();
    renderAdmin(<ReviewModeration />);
    await user.click(await screen.findByRole('button', { name: /^Edit the reply/ }));
    const field = screen.getByLabelText('Reply to Ravi');
    expect(field).toHaveValue('Thank you!');
    await user.clear(field);
    await user.type(field, 'Thank you, see you again.');
    await user.click(screen.getByRole('button', { name: 'Save the reply' }));
    expect(await screen.findByText(REVIEW_MESSAGES.replyEdited)).toHaveFocus();
  });
});
