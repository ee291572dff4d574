import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rental/shared/messages';
import {
  PROFILE,
  expectStep,
  fillAddress,
  fillSchedule,
  next,
  reachSchedule,
  renderWizard,
  runOnBookingClock,
  setValue,
  setup,
  stubApi,
} from '../testing';

runOnBookingClock();

describe('booking wizard step gating', () => {
  it('starts on Your Details with the profile read-only', async () => {
    renderWizard();
    await expectStep('Your Details');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('lets the customer type an e-mail when the profile has none, and requires it', async () => {
    const user = setup();
    renderWizard({ ...PROFILE, email: '' });
    const email = screen.getByLabelText('E-mail');
    expect(email).not.toHaveAttribute('readonly');
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.bookingStepIncomplete);
    expect(screen.getByText('E-mail is required.')).toBeInTheDocument();
    await user.type(email, 'ravi@example.com');
    await next(user);
    await expectStep('Address Info');
  });

  it('blocks Next on an incomplete step, with the reasons beside the fields', async () => {
    const user = setup();
    renderWizard();
    await next(user);
    await screen.findByLabelText('Full address');
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.bookingStepIncomplete);
    await expectStep('Address Info');
    const address = screen.getByLabelText('Full address');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    const reason = screen.getByText('Full address is required.');
    expect(address.getAttribute('aria-describedby')).toContain(reason.id);
    expect(screen.getByText('PIN code is required.')).toBeInTheDocument();
    await waitFor(() => expect(address).toHaveFocus());

    await fillAddress(user);
    await next(user);
    await expectStep('License & ID');
    expect(screen.queryByText(MESSAGES.bookingStepIncomplete)).not.toBeInTheDocument();
  });

  it('checks the age of 21 on the licence step', async () => {
    const user = setup();
    renderWizard();
    await reachSchedule(user, '2007-03-01');
    expect(
      await screen.findByText('You must be at least 21 years old on the pickup date.'),
    ).toBeInTheDocument();
    await expectStep('License & ID');
    setValue('Date of birth', '1995-04-12');
    await next(user);
    await expectStep('Booking Schedule');
  });

  it('sets browser minimum dates, refuses a return before the pickup and shows the quote', async () => {
    stubApi(() => Promise.reject(new Error('no other call')));
    const user = setup();
    renderWizard();
    await reachSchedule(user);
    expect(await screen.findByLabelText('Pickup date')).toHaveAttribute('min', '2026-11-20');
    await fillSchedule(user);
    expect(screen.getByLabelText('Return date')).toHaveAttribute('min', '2026-11-28');
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('₹5,000');

    setValue('Return date', '2026-11-27');
    await next(user);
    expect(await screen.findByText('Return must be after pickup.')).toBeInTheDocument();
    await expectStep('Booking Schedule');
    expect(screen.getByLabelText('Return date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the deposit policy where the documents are chosen', async () => {
    const user = setup();
    renderWizard();
    await reachSchedule(user);
    const group = screen.getByRole('group', { name: 'Original documents you will bring' });
    expect(group).toHaveAccessibleDescription(/refundable cash deposit of ₹30,000/);
  });

  it('keeps typed values when going Back', async () => {
    const user = setup();
    renderWizard();
    await next(user);
    await fillAddress(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep('Address Info');
    expect(screen.getByLabelText('City')).toHaveValue('Hyderabad');
    expect(screen.getByLabelText('PIN code')).toHaveValue('500070');
  });
});
