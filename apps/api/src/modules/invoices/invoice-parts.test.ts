import { describe, expect, it } from 'vitest';
import { financialYear, invoiceNumber } from './invoice-number';
import { rupeesInWords, splitInclusiveGst } from './tax';

describe('invoice numbers', () => {
  it('run per financial year, from April to March in Kolkata', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2026-03-31T23:59:00+05:30'))).toBe('25-26');
    // 31 March 20:00 UTC is already 1 April in Kolkata.
    expect(financialYear(new Date('2027-03-31T20:00:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2099-12-31T12:00:00Z'))).toBe('99-00');
  });

  it('fit in 16 characters', () => {
    expect(invoiceNumber('26-27', 1)).toBe('HSD/26-27/0001');
    expect(invoiceNumber('26-27', 12_345)).toBe('HSD/26-27/12345');
    expect(invoiceNumber('26-27', 99_999).length).toBeLessThanOrEqual(16);
  });
});

describe('GST inside a price', () => {
  it('splits an inclusive amount into parts that add up to it', () => {
    expect(splitInclusiveGst(1180, 18)).toEqual({ taxable: 1000, cgst: 90, sgst: 90 });
    expect(splitInclusiveGst(4000, 18)).toEqual({ taxable: 3390, cgst: 305, sgst: 305 });
    for (const amount of [1, 7, 999, 2500, 31_337]) {
      const { taxable, cgst, sgst } = splitInclusiveGst(amount, 18);
      expect(taxable + cgst + sgst).toBe(amount);
      expect(Math.abs(cgst - sgst)).toBeLessThanOrEqual(1);
    }
    expect(splitInclusiveGst(2800, 28)).toEqual({ taxable: 2188, cgst: 306, sgst: 306 });
  });
});

describe('amounts in words', () => {
  it('use lakhs and crores as Indian invoices do', () => {
    expect(rupeesInWords(4000)).toBe('Four Thousand Rupees Only');
    expect(rupeesInWords(123_456)).toBe(
      'One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees Only',
    );
    expect(rupeesInWords(10_000_000)).toBe('One Crore Rupees Only');
    expect(rupeesInWords(0)).toBe('Zero Rupees Only');
  });

  it('say each boundary of the Indian grouping as a cheque would', () => {
    expect(rupeesInWords(1)).toBe('One Rupee Only');
    expect(rupeesInWords(101)).toBe('One Hundred One Rupees Only');
    expect(rupeesInWords(99_999)).toBe('Ninety Nine Thousand Nine Hundred Ninety Nine Rupees Only');
    expect(rupeesInWords(100_000)).toBe('One Lakh Rupees Only');
    expect(rupeesInWords(100_001)).toBe('One Lakh One Rupees Only');
    expect(rupeesInWords(9_999_999)).toBe(
      'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees Only',
    );
    expect(rupeesInWords(10_000_001)).toBe('One Crore One Rupees Only');
    expect(rupeesInWords(125_000_000)).toBe('Twelve Crore Fifty Lakh Rupees Only');
  });
});
