import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@rental/shared/api-error';
import { GSTIN_MESSAGES } from '@rental/shared/messages';
import { json, makeBooking, renderSignedIn, stubApi } from '../testing';
import { BusinessGstin } from './business-gstin';

// docs/product.md#handover-and-bill: the renter's GSTIN on the booking card, until the invoice.

afterEach(() => vi.unstubAllGlobals());

/** The form opened from its summary, as a renter does by keyboard. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  const summary = screen.getByText('Renting for a business? Add its GSTIN');
  summary.focus();
  await user.keyboard('{Enter}');
  return screen.getByLabelText('GSTIN of your business');
}

describe('the business GSTIN form', () => {
  it('saves a valid GSTIN typed with spaces in lower case, by keyboard alone, and confirms in focus', async () => {
    const sent: unknown[] = [];
    const api = stubApi({
      'PUT /bookings/b1/gstin': (init) => {
        sent.push(JSON.parse(init!.body as string));
        return json(200, { gstin: '36AABCU9603R1ZM' });
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<BusinessGstin booking={makeBooking({ renterGstin: null })} />);

    const field = await openForm(user);
    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('36aabcu9603r1zm ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save GSTIN' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const saved = await screen.findByText(GSTIN_MESSAGES.saved);
    expect(saved).toHaveFocus();
    expect(sent).toEqual([{ gstin: '36AABCU9603R1ZM' }]);
    expect(api).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('36AABCU9603R1ZM');
  });

  it('refuses a wrong format with the catalogue text beside the field and sends nothing', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<BusinessGstin booking={makeBooking({ renterGstin: null })} />);

    const field = await openForm(user);
    await user.type(field, '36AABCU9603R1Z');
    await user.click(screen.getByRole('button', { name: 'Save GSTIN' }));

    expect(screen.getByRole('alert')).toHaveTextContent(GSTIN_MESSAGES.invalid);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(GSTIN_MESSAGES.invalid);
    expect(api).not.toHaveBeenCalled();
    // Typing again clears the error.
    await user.type(field, 'M');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the invoice was issued meanwhile", async () => {
    stubApi({
      'PUT /bookings/b1/gstin': () =>
        json(409, { error: GSTIN_MESSAGES.invoiced, code: ERROR_CODES.invoiceIssued }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BusinessGstin booking={makeBooking({ renterGstin: null })} />);

    const field = await openForm(user);
    await user.type(field, '36AABCU9603R1ZM{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(GSTIN_MESSAGES.invoiced);
  });

  it('removes a saved GSTIN, and after the invoice only says whom it was made out to', async () => {
    stubApi({ 'PUT /bookings/b1/gstin': () => json(200, { gstin: null }) });
    const user = userEvent.setup();
    const { unmount } = renderSignedIn(
      <BusinessGstin booking={makeBooking({ renterGstin: '36AABCU9603R1ZM' })} />,
    );
    expect(screen.getByText('Invoice to GSTIN 36AABCU9603R1ZM')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText(GSTIN_MESSAGES.removed)).toHaveFocus();
    unmount();

    renderSignedIn(
      <BusinessGstin
        booking={makeBooking({ renterGstin: '36AABCU9603R1ZM', invoiceNumber: 'HSD/2026-27/0007' })}
      />,
    );
    expect(screen.getByText('Invoice made out to GSTIN 36AABCU9603R1ZM.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
