import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AfterTrip, Charge } from '@rental/shared/charges';
import { json, renderSignedIn, stubApi } from '../testing';
import { AfterTripCharges } from './after-trip-charges';

const charge: Charge = {
  id: 'ch1',
  bookingId: 'b1',
  type: 'challan',
  amount: 1000,
  reference: 'TS-81234',
  note: 'Red light at Uppal',
  status: 'open',
  files: [],
  photos: [],
  createdAt: '2026-12-05T06:30:00.000Z',
  disputeUntil: '2026-12-07T06:30:00.000Z',
  disputeReason: null,
  disputedAt: null,
  decision: null,
  decisionReason: null,
  decidedAt: null,
  paymentId: null,
  paymentAmount: null,
  amountAsked: null,
  capExclusionReason: null,
  upiLink: null,
  debitNoteUrl: null,
  fromDeposit: 0,
  toPay: 1000,
};
const afterTrip: AfterTrip = {
  charges: [charge],
  depositReturn: {
    deposit: 5000,
    returnOn: '2026-12-16',
    chargesDue: 0,
    taken: 0,
    stillOwed: 0,
    heldBack: 1000,
    toReturn: 4000,
    givenBack: 0,
    madeDueAt: null,
    paymentId: null,
  },
  damageCap: null,
};

describe('the charges after the trip on an account booking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows what the protection plan's cap took off, and an exclusion's reason", async () => {
    const capped = { ...charge, id: 'ch2', type: 'damage', amount: 4000, amountAsked: 8000 };
    const excluded = {
      ...charge,
      id: 'ch3',
      type: 'damage',
      amount: 40_000,
      capExclusionReason: 'Driven under the influence',
    };
    stubApi({
      'GET /bookings/b1/charges': () => json(200, { ...afterTrip, charges: [capped, excluded] }),
    });
    renderSignedIn(<AfterTripCharges booking={{ _id: 'b1', status: 'Completed' }} />);
    expect(
      await screen.findByText('₹8,000 asked; your protection plan caps it at ₹4,000.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Your protection plan's cap does not apply: Driven under the influence"),
    ).toBeInTheDocument();
  });

  it('says what the deposit did not cover and asks only the rest of a charge', async () => {
    const due = {
      ...charge,
      status: 'due' as const,
      upiLink: 'upi://pay?am=300',
      fromDeposit: 700,
      toPay: 300,
    };
    const short = { chargesDue: 1000, taken: 700, stillOwed: 300, heldBack: 0, toReturn: 0 };
    stubApi({
      'GET /bookings/b1/charges': () =>
        json(200, {
          charges: [due],
          depositReturn: { ...afterTrip.depositReturn!, deposit: 700, ...short },
        }),
    });
    renderSignedIn(<AfterTripCharges booking={{ _id: 'b1', status: 'Completed' }} />);
    expect(await screen.findByText(/is still yours to pay/)).toHaveTextContent(
      'The deposit covers ₹700 of the ₹1,000 charges due: ₹300 is still yours to pay.',
    );
    expect(screen.getByText('Pay ₹300 by UPI')).toBeInTheDocument();
  });

  it('says what of the deposit held back comes back after a charge is paid', async () => {
    const paid = { ...charge, status: 'paid' as const, paymentAmount: 1000, toPay: 0 };
    stubApi({
      'GET /bookings/b1/charges': () =>
        json(200, {
          charges: [paid],
          depositReturn: {
            ...afterTrip.depositReturn!,
            madeDueAt: '2026-12-15T18:31:00.000Z',
            givenBack: 1000,
          },
        }),
    });
    renderSignedIn(<AfterTripCharges booking={{ _id: 'b1', status: 'Completed' }} />);
    expect(await screen.findByText(/comes back to you as well/)).toHaveTextContent(
      'Of what was held back, ₹1,000 comes back to you as well: charges waived or that you paid.',
    );
  });

  it('shows the charge, the deposit date and arithmetic, and sends a dispute', async () => {
    const api = stubApi({
      'GET /bookings/b1/charges': () => json(200, afterTrip),
      'POST /charges/ch1/dispute': () =>
        json(200, { ...charge, status: 'disputed', disputeReason: 'Not me' }),
    });
    renderSignedIn(<AfterTripCharges booking={{ _id: 'b1', status: 'Completed' }} />);
    expect(await screen.findByText(/Traffic challan: ₹1,000/)).toBeInTheDocument();
    expect(
      screen.getByText(/₹5,000 deposit − ₹0 charges due − ₹1,000 held back = ₹4,000/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Why do you dispute this charge?'), 'Not me');
    await userEvent.click(screen.getByRole('button', { name: 'Dispute the charge' }));
    const sent = api.mock.calls.find(([url, init]) => String(url).endsWith('/dispute') && init);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'Not me' });
  });

  it('pays a charge by UPI: its own link, then the reference, then says it is being checked', async () => {
    const upiLink = 'upi://pay?pa=rentals@okaxis&pn=Rentals&am=1000&cu=INR&tn=B1';
    let paid = false;
    const api = stubApi({
      'GET /bookings/b1/charges': () =>
        json(200, {
          ...afterTrip,
          charges: [
            paid
              ? // The charge owes nothing more while its payment is checked: the line says what was sent.
                {
                  ...charge,
                  status: 'payment_submitted',
                  upiLink: null,
                  toPay: 0,
                  paymentAmount: 1000,
                }
              : { ...charge, upiLink },
          ],
        }),
      'POST /charges/ch1/payment': () => {
        paid = true;
        return json(200, {
          ...charge,
          status: 'payment_submitted',
          upiLink: null,
          toPay: 0,
          paymentAmount: 1000,
        });
      },
    });
    renderSignedIn(<AfterTripCharges booking={{ _id: 'b1', status: 'Completed' }} />);
    await userEvent.click(await screen.findByText('Pay ₹1,000 by UPI'));
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      upiLink,
    );
    await userEvent.type(screen.getByLabelText('UPI reference (UTR)'), '4123 4567 8901');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reference' }));
    const status = await screen.findByText(/Your UPI payment of ₹1,000 was sent/);
    expect(status).toHaveFocus();
    const sent = api.mock.calls.find(([url, init]) => String(url).endsWith('/payment') && init);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reference: '412345678901' });
  });

  it("downloads a due charge's debit note with the renter's token, and offers none without one", async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:note', revokeObjectURL: vi.fn() });
    const due = {
      ...charge,
      type: 'toll',
      status: 'due',
      debitNoteUrl: '/api/charges/ch1/debit-note',
    } as const;
    const open = { ...charge, id: 'ch2' };
    const api = stubApi({
      'GET /bookings/b1/charges': () => json(200, { ...afterTrip, charges: [due, open] }),
      'GET /charges/ch1/debit-note': () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="HSD-DN-2627-0001.pdf"',
          },
        }),
    });
    renderSignedIn(<AfterTripCharges booking={{ _id: 'b1', status: 'Completed' }} />);
    const button = await screen.findByRole('button', {
      name: 'Debit note of the Toll charge (PDF)',
    });
    expect(screen.getAllByRole('button', { name: /^Debit note/ })).toHaveLength(1);
    await userEvent.click(button);
    expect(await screen.findByText('Downloaded HSD-DN-2627-0001.pdf.')).toBeInTheDocument();
    const [url, init] = api.mock.calls.find(([u]) => String(u).endsWith('/debit-note'))!;
    expect(String(url)).toMatch(/\/api\/charges\/ch1\/debit-note$/);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it("says the server's reason when the debit note is refused", async () => {
    stubApi({
      'GET /bookings/b1/charges': () =>
        json(200, {
          ...afterTrip,
          charges: [{ ...charge, status: 'due', debitNoteUrl: '/api/charges/ch1/debit-note' }],
        }),
      'GET /charges/ch1/debit-note': () =>
        json(404, { error: 'Charge not found.', code: 'not_found' }),
    });
    renderSignedIn(<AfterTripCharges booking={{ _id: 'b1', status: 'Completed' }} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Debit note/ }));
    expect(await screen.findByText('Charge not found.')).toBeInTheDocument();
  });
});
