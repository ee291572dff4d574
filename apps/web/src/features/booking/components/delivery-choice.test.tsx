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
function Harness({ refusal }: { refusal?: Record<string, string> }) {
  const choice = useDeliveryChoice();
  return (
    <>
      <DeliveryChoice branch="Boduppal" choice={choice} disabled={false} />
      <output data-testid="request">{JSON.stringify(choice.request ?? null)}</output>
      {refusal && (
        <button type="button" onClick={() => choice.showServerErrors(refusal)}>
          Book now
        </button>
      )}
    </>
  );
}
const renderHarness = (refusal?: Record<string, string>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness refusal={refusal} />
    </QueryClientProvider>,
  );
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

it("puts the server's words about a leg's field beside it, focused, until it is edited", async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(AREAS), { status: 200 }));
  const user = userEvent.setup();
  renderHarness({
    delivery: 'Please fill the house and street field.',
    'delivery.pickup.line': 'Please fill the house and street field.',
    'delivery.pickup.pin': DELIVERY_MESSAGES.outsideArea,
  });
  await user.click(screen.getByLabelText('Bring the car to my address'));
  await user.type(screen.getByLabelText('PIN code'), '500039');
  await user.click(screen.getByRole('button', { name: 'Book now' }));

  const line = screen.getByLabelText('House and street');
  const pin = screen.getByLabelText('PIN code');
  expect(line).toHaveFocus();
  expect(line).toHaveAttribute('aria-invalid', 'true');
  expect(line).toHaveAccessibleDescription('Please fill the house and street field.');
  expect(pin).toHaveAttribute('aria-invalid', 'true');
  expect(pin).toHaveAccessibleDescription(expect.stringContaining(DELIVERY_MESSAGES.outsideArea));

  // Editing the street clears its error only; the PIN code's stays until it changes.
  await user.type(line, '12 MG Road');
  expect(line).not.toHaveAttribute('aria-invalid');
  expect(pin).toHaveAttribute('aria-invalid', 'true');
});

it('asks for the location only on a tap and says a refusal beside the button', async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(AREAS), { status: 200 }));
  const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
    fail({ code: 1, PERMISSION_DENIED: 1, message: '' } as GeolocationPositionError),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  const user = userEvent.setup();
  renderHarness();
  await user.click(screen.getByLabelText('Bring the car to my address'));
  await user.type(screen.getByLabelText('House and street'), '12 MG Road');
  await user.type(screen.getByLabelText('PIN code'), '500039');
  expect(getCurrentPosition).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Add my location from this phone' }));
  expect(screen.getByText(DELIVERY_MESSAGES.locationRefused)).toBeVisible();
  // The typed address is still what the booking sends.
  expect(sent()).toEqual({
    pickup: { line: '12 MG Road', landmark: '', pin: '500039' },
    return: null,
  });
});
