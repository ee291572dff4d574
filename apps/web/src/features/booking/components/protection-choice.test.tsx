import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { ProtectionChoice } from './protection-choice';

// docs/product.md#protection-plans: the wizard lists the plans on offer, the free one picked
// first, and sends the one the renter picks.

const PLANS = [
  {
    _id: 'standard',
    name: 'Standard',
    pricePerDay: 199,
    damageCap: 10_000,
    active: true,
    sortOrder: 1,
  },
  { _id: 'basic', name: 'Basic', pricePerDay: 0, damageCap: 25_000, active: true, sortOrder: 0 },
];

function Harness() {
  const [value, setValue] = useState<string | undefined>();
  return (
    <>
      <ProtectionChoice value={value} onChange={setValue} disabled={false} />
      <output data-testid="sent">{value ?? 'default'}</output>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

const renderChoice = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );

it('picks the free plan first and sends the plan the renter picks', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(PLANS), { status: 200 })),
  );
  const user = userEvent.setup();
  renderChoice();
  const basic = await screen.findByLabelText(/Basic: included/);
  expect(basic).toBeChecked();
  expect(screen.getByText('You pay at most ₹25,000 for any damage.')).toBeInTheDocument();
  expect(screen.getByTestId('sent')).toHaveTextContent('default');

  await user.click(screen.getByLabelText(/Standard: ₹199 a day/));
  expect(screen.getByLabelText(/Standard: ₹199 a day/)).toBeChecked();
  expect(basic).not.toBeChecked();
  expect(screen.getByTestId('sent')).toHaveTextContent('standard');
});

it('shows nothing when the owner offers no plans', async () => {
  const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  renderChoice();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(screen.queryByRole('group', { name: 'Protection plan' })).not.toBeInTheDocument();
});
