import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AfterTripMonth } from '@rental/shared/after-trip-report';
import { AfterTripTable } from './after-trip-table';

const month = (over: Partial<AfterTripMonth>): AfterTripMonth => ({
  month: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  branch: 'Boduppal',
  charges: {
    raised: 1500,
    raisedCount: 3,
    recovered: 1000,
    waived: 500,
    outstanding: 0,
    outstandingCount: 0,
  },
  deposits: { held: 0, released: 0, overdue: 4300, overdueCount: 1 },
  ...over,
});

describe('AfterTripTable', () => {
  it('reads each month and branch with its figures under their names', () => {
    render(
      <AfterTripTable
        report={{
          from: '2026-10-15',
          to: '2026-11-30',
          branch: null,
          months: [
            month({ from: '2026-10-15' }),
            month({ month: '2026-11', from: '2026-11-01', to: '2026-11-30' }),
          ],
        }}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const october = within(rows[0]!);
    expect(october.getByRole('rowheader')).toHaveTextContent('October 2026, Boduppal15–31 only');
    const cells = october.getAllByRole('cell');
    expect(cells.map((c) => [c.dataset.label, c.textContent])).toEqual([
      ['Charges raised', '₹1,500 (3)'],
      ['Charges recovered', '₹1,000'],
      ['Charges waived', '₹500'],
      ['Charges outstanding', '₹0'],
      ['Deposits held', '₹0'],
      ['Deposits released', '₹0'],
      ['Deposits overdue', '₹4,300 (1)'],
    ]);
    // A whole month says nothing of its days.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^November 2026, Boduppal$/);
  });
});
