import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyFigures } from '@rental/shared/policy';
import { RentalPolicies } from '@/components/rental-policies';
import { TermsPage } from './terms';

// docs/product.md#configuration: the figures come from the server's configuration, here none of
// them the built-in default (25 %, 12 hours, 2 bookings).
const CONFIGURED: PolicyFigures = {
  advancePercent: 30,
  pendingHoldHours: 36,
  maxPendingBookings: 3,
  lateGraceMinutes: 45,
  postTripDays: 60,
  disputeHours: 72,
  depositHoldDays: 10,
  gstRegistered: false,
};

function renderWithQueries(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the configured policy figures', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) =>
      String(url).endsWith('/api/policy')
        ? new Response(JSON.stringify(CONFIGURED), { status: 200 })
        : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prints them on the Terms page', async () => {
    renderWithQueries(<TermsPage />);
    expect(await screen.findByText(/holds the car for 36 hours\. If by then/)).toBeInTheDocument();
    expect(screen.getByText(/You can have at most 3 bookings waiting/)).toBeInTheDocument();
    expect(screen.getByText(/An advance of 30% of the rental amount/)).toBeInTheDocument();
    expect(screen.getByText(/We return the deposit 10 days after you return/)).toBeInTheDocument();
    expect(screen.getByText(/within 60 days of the return/)).toBeInTheDocument();
    expect(screen.getByText(/You have 72 hours to pay or dispute/)).toBeInTheDocument();
    expect(screen.queryByText(/25%|12 hours/)).not.toBeInTheDocument();
  });

  it('prints the advance in the rental policies', async () => {
    renderWithQueries(<RentalPolicies />);
    const payment = (await screen.findByText('Payment')).parentElement!;
    expect(
      await within(payment).findByText(
        'An advance of 30% holds the car; pay by UPI, card, net banking or cash.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/policy', expect.anything());
  });
});
