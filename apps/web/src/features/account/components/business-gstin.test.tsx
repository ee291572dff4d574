import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@rental/shared/api-error';
import { GSTIN_MESSAGES } from '@rental/shared/messages';
import { json, makeBooking, renderSignedIn, stubApi } from '../testing';
import { BusinessGstin } from './business-gstin';

// docs/product.md#handover-and-bill: the renter's GSTIN and its legal name on the booking card,
// until the invoice.

afterEach(() => vi.unstubAllGlobals());

const LEGAL = 'Bharat Kirana Traders Private Limited';

/** The form opened from its summary (jsdom opens a details element on a click, not on Enter). */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  const summary = screen.getByText('Renting for a business? Add its GSTIN');
  await user.click(summary);
  expect(summary.closest('details')).toHaveAttribute('open');
  expect(summary).toHaveFocus();
  return {
    gstin: screen.getByLabelText('GSTIN of your business'),
    legalName: screen.getByLabelText('Legal name registered with it'),
  };
}

describe('the business GSTIN form', () => {
  it('saves a GSTIN typed with spaces in lower case and its legal name, by keyboard', async () => {
    const sent: unknown[] = [];
    const api = stubApi({
      'PUT /bookings/b1/gstin': (init) => {
        sent.push(JSON.parse(init!.body as string));
        return json(200, { gstin: '36AABCU9603R1ZM', legalName: LEGAL });
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<BusinessGstin booking={makeBooking({ renterGstin: null })} />);

    const { gstin, legalName } = await openForm(user);
    await user.tab();
    expect(gstin).toHaveFocus();
    await user.keyboard('36aabcu9603r1zm ');
    await user.tab();
    expect(legalName).toHaveFocus();
    await user.keyboard(` ${LEGAL} `);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save GSTIN' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const saved = await screen.findByText(GSTIN_MESSAGES.saved);
    expect(saved).toHaveFocus();
    expect(sent).toEqual([{ gstin: '36AABCU9603R1ZM', legalName: LEGAL }]);
    expect(api).toHaveBeenCalledTimes(1);
    expect(gstin).toHaveValue('36AABCU9603R1ZM');
    expect(legalName).toHaveValue(LEGAL);
  });

  it('refuses a wrong GSTIN and a missing legal name beside their fields, sending nothing', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<BusinessGstin booking={makeBooking({ renterGstin: null })} />);

    const { gstin, legalName } = await openForm(user);
    await user.type(gstin, '36AABCU9603R1Z');
    await user.click(screen.getByRole('button', { name: 'Save GSTIN' }));

    expect(await screen.findByText(GSTIN_MESSAGES.invalid)).toBeVisible();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining(GSTIN_MESSAGES.invalid));
    expect(gstin).toHaveFocus();
    expect(legalName).toHaveAccessibleDescription(
      expect.stringContaining(GSTIN_MESSAGES.legalName),
    );
    expect(api).not.toHaveBeenCalled();

    // Fixing the GSTIN clears its error; the legal name's stays until it is given.
    await user.type(gstin, 'M');
    expect(screen.queryByText(GSTIN_MESSAGES.invalid)).not.toBeInTheDocument();
    expect(screen.getByText(GSTIN_MESSAGES.legalName)).toBeVisible();
    await user.type(legalName, LEGAL);
    expect(screen.queryByText(GSTIN_MESSAGES.legalName)).not.toBeInTheDocument();
  });

  it("shows the server's reason beside the button when the invoice was issued meanwhile", async () => {
    stubApi({
      'PUT /bookings/b1/gstin': () =>
        json(409, { error: GSTIN_MESSAGES.invoiced, code: ERROR_CODES.invoiceIssued }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BusinessGstin booking={makeBooking({ renterGstin: null })} />);

    const { gstin, legalName } = await openForm(user);
    await user.type(gstin, '36AABCU9603R1ZM');
    await user.type(legalName, `${LEGAL}{Enter}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(GSTIN_MESSAGES.invoiced);
    expect(alert).toHaveFocus();
  });

  it('puts the server’s field message beside the legal name', async () => {
    stubApi({
      'PUT /bookings/b1/gstin': () =>
        json(400, {
          error: 'Invalid request',
          code: 'validation_failed',
          fields: { legalName: GSTIN_MESSAGES.legalNameTooLong },
        }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BusinessGstin booking={makeBooking({ renterGstin: null })} />);
    const { gstin, legalName } = await openForm(user);
    await user.type(gstin, '36AABCU9603R1ZM');
    await user.type(legalName, `${LEGAL}{Enter}`);
    expect(await screen.findByText(GSTIN_MESSAGES.legalNameTooLong)).toBeVisible();
    expect(legalName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a saved GSTIN, and after the invoice only says whom it was billed to', async () => {
    const sent: unknown[] = [];
    stubApi({
      'PUT /bookings/b1/gstin': (init) => {
        sent.push(JSON.parse(init!.body as string));
        return json(200, { gstin: null, legalName: null });
      },
    });
    const user = userEvent.setup();
    const saved = { renterGstin: '36AABCU9603R1ZM', renterLegalName: LEGAL };
    const { unmount } = renderSignedIn(<BusinessGstin booking={makeBooking(saved)} />);
    expect(screen.getByText(`Invoice to ${LEGAL}, GSTIN 36AABCU9603R1ZM`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText(GSTIN_MESSAGES.removed)).toHaveFocus();
    expect(sent).toEqual([{ gstin: null, legalName: null }]);
    unmount();

    renderSignedIn(
      <BusinessGstin booking={makeBooking({ ...saved, invoiceNumber: 'HSD/2026-27/0007' })} />,
    );
    expect(
      screen.getByText(`Invoice billed to ${LEGAL}, GSTIN 36AABCU9603R1ZM.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
