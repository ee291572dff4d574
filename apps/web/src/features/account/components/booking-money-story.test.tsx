import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBooking, makePayment } from '../testing';
import { CompletedMoneyStory, RefundNote } from './booking-money-story';

describe('booking money story', () => {
  it('says how and by when a cancelled booking’s refund is paid, and when it was', () => {
    const due = makePayment({
      id: 'r1',
      kind: 'refund',
      amount: 800,
      status: 'submitted',
      recordedAt: '2026-11-20T10:30:00.000+05:30',
    });
    const { rerender } = render(
      <RefundNote booking={makeBooking({ status: 'Cancelled', payments: [due] })} />,
    );
    expect(screen.getByTestId('refund-note')).toHaveTextContent(
      'Refund of ₹800: we pay it by UPI to the account you paid from by 27 Nov 2026.',
    );
    rerender(
      <RefundNote
        booking={makeBooking({
          status: 'Cancelled',
          payments: [{ ...due, method: 'bank', status: 'received' }],
        })}
      />,
    );
    expect(screen.getByTestId('refund-note')).toHaveTextContent(
      'Refund of ₹800 paid by bank transfer to your account.',
    );
  });

  it('reads booked → billed → paid → to pay → deposit back for a completed booking', () => {
    render(
      <CompletedMoneyStory
        booking={makeBooking({
          status: 'Completed',
          totalAmount: 5000,
          payments: [
            makePayment({ id: 'd', kind: 'deposit', amount: 30000, status: 'received' }),
            makePayment({ id: 'db', kind: 'deposit_refund', amount: 30000, status: 'received' }),
          ],
          balance: { due: 5600, paid: 5600, refunded: 0, outstanding: 0, depositHeld: 0 },
        })}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Money of this booking' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'Booked₹5,000',
      'Billed₹5,600',
      'Paid₹5,600',
      'To pay₹0',
      'Deposit back₹30,000',
    ]);
  });

  it('shows nothing for an open booking', () => {
    const { container } = render(
      <>
        <RefundNote booking={makeBooking()} />
        <CompletedMoneyStory booking={makeBooking()} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
