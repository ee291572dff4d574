import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Charge } from '@rental/shared/charges';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { ChargeDetails, DepositArithmetic } from './charge-summary';

afterEach(() => vi.unstubAllGlobals());

const charge: Charge = {
  id: 'ch1',
  bookingId: 'b1',
  type: 'fuel',
  amount: 700,
  reference: '',
  note: 'Returned at a quarter',
  status: 'recovered',
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
  debitNoteUrl: '/api/charges/ch1/debit-note',
  fromDeposit: 700,
  toPay: 0,
};

describe("the staff's charge details", () => {
  it("downloads the debit note of a charge taken from the deposit with the staff's token", async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:note', revokeObjectURL: vi.fn() });
    const calls = stubFetch(
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-disposition': 'attachment; filename="debit-note-HSD-DN-2627-0004.pdf"',
          },
        }),
    );
    renderAdmin(<ChargeDetails charge={charge} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Debit note of the Fuel charge (PDF)' }),
    );
    expect(await screen.findByText('Downloaded debit-note-HSD-DN-2627-0004.pdf.')).toBeVisible();
    expect(calls[0]!.url.pathname).toBe('/api/charges/ch1/debit-note');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer admin-test-token');
  });

  it('offers no debit note when the charge has none', () => {
    stubFetch(() => json({}));
    renderAdmin(<ChargeDetails charge={{ ...charge, type: 'challan', debitNoteUrl: null }} />);
    expect(screen.queryByRole('button', { name: /Debit note/ })).toBeNull();
  });
});

describe("the staff's deposit arithmetic", () => {
  it('adds what was held back and given back since', () => {
    stubFetch(() => json({}));
    renderAdmin(
      <DepositArithmetic
        figures={{
          deposit: 5000,
          returnOn: '2026-12-16',
          chargesDue: 0,
          taken: 0,
          stillOwed: 0,
          heldBack: 300,
          toReturn: 4700,
          givenBack: 300,
          madeDueAt: '2026-12-15T18:31:00.000Z',
          paymentId: 'p1',
        }}
      />,
    );
    expect(screen.getByTestId('deposit-arithmetic')).toHaveTextContent(
      '₹5,000 deposit − ₹0 charges due − ₹300 held back = ₹4,700 to return · ₹300 of what was held back given back since (charges waived or paid)',
    );
  });
});
