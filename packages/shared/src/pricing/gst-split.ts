// docs/product.md#handover-and-bill: prices include GST. An invoice line shows the taxable value
// and the tax inside it to the paisa, with CGST equal to SGST: each half is rounded to the paisa
// and the taxable value is what is left, so taxable + CGST + SGST is the price exactly.

export interface PaiseSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** The GST inside a GST-inclusive price in whole rupees, in paise. */
export function splitGstPaise(priceRupees: number, ratePercent: number): PaiseSplit {
  const paise = priceRupees * 100;
  // half = paise × (rate / 2) / (100 + rate), rounded half away from zero (refunds are negative).
  const exact = (Math.abs(paise) * ratePercent) / (2 * (100 + ratePercent));
  const half = Math.sign(paise) * Math.round(exact);
  return { taxablePaise: paise - 2 * half, cgstPaise: half, sgstPaise: half };
}

/** The split of a whole invoice: the sum of its lines' splits, so the lines add up to it. */
export function splitGstLines(pricesRupees: readonly number[], ratePercent: number): PaiseSplit {
  return pricesRupees
    .map((p) => splitGstPaise(p, ratePercent))
    .reduce(
      (sum, s) => ({
        taxablePaise: sum.taxablePaise + s.taxablePaise,
        cgstPaise: sum.cgstPaise + s.cgstPaise,
        sgstPaise: sum.sgstPaise + s.sgstPaise,
      }),
      { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 },
    );
}

/** 11905 → "119.05" */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${sign}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}
