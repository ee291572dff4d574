import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetail, CustomerListItem } from '@rental/shared/customer-directory';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { CustomerDirectory } from './customer-directory';
import { CustomerProfile } from './customer-profile';

function renter(n: number): CustomerListItem {
  return {
    id: `c${n}`,
    name: `Renter ${n}`,
    mobile: `98765${String(n).padStart(5, '0')}`,
    email: `r${n}@example.com`,
    bookings: n,
    spend: 1000 * n,
    blocked: n === 2,
    documents: 'approved',
  };
}

/** 45 renters, 20 a page, as the server pages them. */
function serveDirectory() {
  return stubFetch((call) => {
    const page = Number(call.url.searchParams.get('page') ?? 1);
    const customers = Array.from({ length: page === 3 ? 5 : 20 }, (_, i) =>
      renter((page - 1) * 20 + i + 1),
    );
    return json({ customers, total: 45, page, pageSize: 20 });
  });
}

const lastQuery = (calls: RecordedCall[]) => calls.at(-1)!.url.searchParams;

describe('customer directory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pages on the server and searches what is typed', async () => {
    const calls = serveDirectory();
    const { router } = renderAdmin(<CustomerDirectory />, { path: '/admin/customers' });
    expect(await screen.findByText('Showing 1–20 of 45 renters')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Renter 1' })[0]).toHaveAttribute(
      'href',
      '/admin/customers/c1',
    );
    expect(screen.getAllByText('Blocked')).not.toHaveLength(0);
    expect(screen.getAllByText('₹2,000')).not.toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41–45 of 45 renters')).toBeInTheDocument();
    expect(lastQuery(calls).get('page')).toBe('3');

    await userEvent.type(screen.getByLabelText('Search by name or mobile'), '98765{Enter}');
    await waitFor(() => expect(lastQuery(calls).get('q')).toBe('98765'));
    // A new search starts at the first page.
    expect(lastQuery(calls).get('page')).toBeNull();
    expect(router.location.search).toBe('?q=98765');
  });
});

function detail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    id: 'c1',
    name: 'Asha Reddy',
    mobile: '9876543210',
    email: 'asha@example.com',
    createdAt: '2026-11-01T10:00:00.000Z',
    bookingCount: 0,
    spend: 0,
    received: 0,
    bookings: [],
    documents: [],
    documentsState: 'none',
    notes: [],
    blocked: null,
    canBlock: true,
    ...overrides,
  };
}

describe('a renter in the directory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the owner block with a reason, and asks for one first', async () => {
    let current = detail();
    const calls = stubFetch((call) => {
      if (call.method === 'POST') {
        current = detail({
          blocked: { at: '2026-11-02T10:00:00.000Z', reason: 'Unpaid fine.', by: 'Owner' },
        });
        return json({ blocked: true, blockedAt: current.blocked!.at, reason: 'Unpaid fine.' });
      }
      return json(current);
    });
    renderAdmin(<CustomerProfile id="c1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Block renter' }));
    const reason = screen.getByLabelText('Why block this renter?');
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Block renter' }));
    expect(await screen.findByText('Reason is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(reason, 'Unpaid fine.');
    await userEvent.click(screen.getByRole('button', { name: 'Block renter' }));
    expect(await screen.findByText('Blocked: this renter cannot book online.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/customers/c1/block');
    expect(JSON.parse(String(post.body))).toEqual({ reason: 'Unpaid fine.' });
  });

  it('offers staff no block button', async () => {
    stubFetch(() => json(detail({ canBlock: false })));
    renderAdmin(<CustomerProfile id="c1" />);
    expect(await screen.findByRole('heading', { name: 'Asha Reddy' })).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /block/i })).toBeNull();
  });
});
