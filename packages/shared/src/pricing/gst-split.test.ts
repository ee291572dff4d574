import { describe, expect, it } from 'vitest';
import { GOLDEN_GST } from './golden-gst';
import { formatPaise, splitGstLines, splitGstPaise } from './gst-split';

describe('GST inside a price, to the paisa', () => {
  it('answers the golden figures at 5, 18 and 40 %', () => {
    for (const g of GOLDEN_GST) {
      expect(splitGstPaise(g.price, g.ratePercent)).toEqual({
        taxablePaise: g.taxablePaise,
        cgstPaise: g.halfPaise,
        sgstPaise: g.halfPaise,
      });
    }
  });

  it('keeps CGST equal to SGST and taxable + tax equal to the price for ₹1 to ₹50,000', () => {
    for (const rate of [5, 18, 40]) {
      for (let price = 1; price <= 50_000; price++) {
        const s = splitGstPaise(price, rate);
        if (
          s.cgstPaise !== s.sgstPaise ||
          s.taxablePaise + s.cgstPaise + s.sgstPaise !== price * 100
        ) {
          expect.fail(`₹${price} at ${rate} %: ${JSON.stringify(s)}`);
        }
        // Each half is within half a paisa of the exact tax share.
        const exactHalf = (price * 100 * rate) / (2 * (100 + rate));
        if (Math.abs(s.cgstPaise - exactHalf) > 0.5) expect.fail(`₹${price} at ${rate} % off`);
      }
    }
  });

  it('totals an invoice as the sum of its lines, CGST still equal to SGST', () => {
    const total = splitGstLines([4_000, 500, -400, 1_999], 18);
    expect(total.cgstPaise).toBe(total.sgstPaise);
    expect(total.taxablePaise + total.cgstPaise + total.sgstPaise).toBe(6_099 * 100);
    expect(splitGstPaise(-400, 18)).toEqual({
      taxablePaise: -33_898,
      cgstPaise: -3_051,
      sgstPaise: -3_051,
    });
  });

  it('writes paise as rupees with two decimals', () => {
    expect(formatPaise(11_905)).toBe('119.05');
    expect(formatPaise(42_372_800)).toBe('4,23,728.00');
    expect(formatPaise(-3_051)).toBe('-30.51');
  });
});
