import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES } from '@rental/shared/delivery';
import { useDeliveryChoice } from '../hooks/use-delivery-choice';
import { DeliveryChoice } from './delivery-choice';

// docs/product.md#doorstep-delivery: the wizard's doorstep choice reads the areas only when
// asked, shows the fee of a PIN code in the car's branch, and refuses one outside it.

const AREAS = [
  { branch: 'Boduppal', slotsPerHour: 2, pins: [{ pin: '500039', fee: 300 }], daysOff: [] },
  { branch: 'Dilsukhnagar', slotsPerHour: 2, pins: [{ pin: '500060', fee: 200 }], daysOff: [] },
];

/** The choice, and the booking request's part it makes as text the test reads. */
function Harness() {
  const choice = useDeliveryChoice();
  return (
    <>
      <DeliveryChoice branch="Boduppal" choice={choice} disabled={false} />
      <output data-testid="request">{JSON.stringify(choice.request ?? null)}</output>
    </>
  );
}
const sent = () => JSON.parse(screen.getByTestId('request').textContent!) as unknown;

afterEach(() => vi.unstubAllGlobals());

it('reads the areas on the first doorstep choice and shows the fee of the PIN code', async () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(AREAS), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  expect(fetchMock).not.toHaveBeenCalled();
  expect(sent()).toBeNull();

  await user.click(screen.getByLabelText('Bring the car to my address'));
  await user.type(screen.getByLabelText('House and street'), '12 MG Road');
  await user.type(screen.getByLabelText('PIN code'), '500039');
  expect(await screen.findByText('Fee ₹300, added to your total.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sent()).toEqual({
    pickup: { line: '12 MG Road', landmark: '', pin: '500039' },
    return: null,
  });

  // Another branch's PIN code is outside this car's area.
  await user.clear(screen.getByLabelText('PIN code'));
  await user.type(screen.getByLabelText('PIN code'), '500060');
  expect(await screen.findByText(DELIVERY_MESSAGES.outsideArea)).toBeInTheDocument();
  expect(screen.getByLabelText('PIN code')).toHaveClass('is-invalid');

  await user.click(screen.getAllByLabelText('At the branch')[0]!);
  expect(sent()).toBeNull();
});
