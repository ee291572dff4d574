import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { BlockForm } from './block-form';

const block = {
  _id: 'k1',
  carId: 'car1',
  from: '2026-12-05T09:00:00.000+05:30',
  to: '2026-12-06T18:00:00.000+05:30',
  reason: 'Periodic service',
  createdAt: '2026-11-01T10:00:00.000+05:30',
  createdBy: 'admin@example.com',
};

function fill(from: string, to: string) {
  fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
}

describe('block form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names every empty field beside it and sends nothing', async () => {
    const calls = stubFetch(() => json({}));
    const user = userEvent.setup();
    renderAdmin(<BlockForm carId="car1" />);
    await user.click(screen.getByRole('button', { name: 'Add block' }));

    expect(await screen.findByText('Choose when the block starts.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      expect.stringContaining('Choose when the block starts.'),
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      expect.stringContaining('Choose when the block ends.'),
    );
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      expect.stringContaining('Reason is required.'),
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    const calls = stubFetch(() => json({}));
    const user = userEvent.setup();
    renderAdmin(<BlockForm carId="car1" />);
    fill('2026-12-06T18:00', '2026-12-05T09:00');
    await user.type(screen.getByLabelText('Reason'), 'Periodic service');
    await user.click(screen.getByRole('button', { name: 'Add block' }));

    expect(await screen.findByText('The block must end after it starts.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it('sends the Kolkata wall-clock times with the admin token and clears the form', async () => {
    const calls = stubFetch(() => json({ block, affectedBookings: [] }, { status: 201 }));
    const user = userEvent.setup();
    renderAdmin(<BlockForm carId="car1" />);
    fill('2026-12-05T09:00', '2026-12-06T18:00');
    await user.type(screen.getByLabelText('Reason'), '  Periodic service ');
    await user.click(screen.getByRole('button', { name: 'Add block' }));

    expect(await screen.findByText(/Block added: Periodic service/)).toBeInTheDocument();
    const post = calls[0]!;
    expect(post.method).toBe('POST');
    expect(post.url.pathname).toBe('/api/cars/car1/blocks');
    expect(post.headers.get('authorization')).toBe('Bearer admin-test-token');
    expect(JSON.parse(String(post.body))).toEqual({
      from: '2026-12-05T09:00',
      to: '2026-12-06T18:00',
      reason: 'Periodic service',
    });
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('warns about the bookings the new block overlaps', async () => {
    stubFetch(() =>
      json(
        {
          block,
          affectedBookings: [
            {
              _id: 'b1',
              customerName: 'Lakshmi Rao',
              status: 'Confirmed',
              pickupDateTime: '2026-12-04T22:00:00.000+05:30',
              returnDateTime: '2026-12-05T10:00:00.000+05:30',
            },
          ],
        },
        { status: 201 },
      ),
    );
    const user = userEvent.setup();
    renderAdmin(<BlockForm carId="car1" />);
    fill('2026-12-05T09:00', '2026-12-06T18:00');
    await user.type(screen.getByLabelText('Reason'), 'Periodic service');
    await user.click(screen.getByRole('button', { name: 'Add block' }));

    const warning = (await screen.findByText(/it overlaps 1 booking/)).closest('.alert')!;
    expect(warning).toHaveClass('alert-warning');
    expect(within(warning as HTMLElement).getByText('Lakshmi Rao')).toBeInTheDocument();
    expect(warning).toHaveTextContent('4 Dec 2026, 10:00 pm');
    expect(warning).toHaveTextContent('Confirmed');
  });

  it("shows the server's error, and its field messages beside the fields", async () => {
    stubFetch(() =>
      json(
        {
          error: 'Reason contains characters that are not allowed.',
          code: 'validation_failed',
          fields: { reason: 'Reason contains characters that are not allowed.' },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderAdmin(<BlockForm carId="car1" />);
    fill('2026-12-05T09:00', '2026-12-06T18:00');
    await user.type(screen.getByLabelText('Reason'), 'Service');
    await user.click(screen.getByRole('button', { name: 'Add block' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reason contains characters that are not allowed.',
    );
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      expect.stringContaining('Reason contains characters that are not allowed.'),
    );
  });

  it("shows the server's message for a car that is gone", async () => {
    stubFetch(() => json({ error: 'Car not found.', code: 'not_found' }, { status: 404 }));
    const user = userEvent.setup();
    renderAdmin(<BlockForm carId="car1" />);
    fill('2026-12-05T09:00', '2026-12-06T18:00');
    await user.type(screen.getByLabelText('Reason'), 'Service');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Car not found.');
  });
});
