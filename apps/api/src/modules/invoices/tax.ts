import { ToWords } from 'to-words';

// docs/product.md#handover-and-bill: car prices include GST. A tax invoice shows each line's
// taxable value and the tax within it, split evenly between the Centre (CGST) and the State
// (SGST); the rate is a setting because advance rulings differ on self-drive rental.

export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
}

/** The GST inside a tax-inclusive whole-rupee amount; the three parts add up to it exactly. */
export function splitInclusiveGst(amount: number, ratePercent: number): TaxSplit {
  const taxable = Math.round((amount * 100) / (100 + ratePercent));
  const tax = amount - taxable;
  const cgst = Math.ceil(tax / 2);
  return { taxable, cgst, sgst: tax - cgst };
}

const words = new ToWords({
  localeCode: 'en-IN',
  converterOptions: { currency: true, ignoreDecimal: true },
});

/** "One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees Only", as invoices write it. */
export function rupeesInWords(amount: number): string {
  return words.convert(amount);
}
