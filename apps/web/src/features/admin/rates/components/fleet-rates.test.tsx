import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FleetRates, StoredDateRule } from '@rental/shared/pricing/rate-card-schemas';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { FleetRatesScreen } from './fleet-rates';

afterEach(() => vi.unstubAllGlobals());

const plain = {
  _id: 'car-1',
  name: 'Maruti Swift',
  type: 'Hatchback',
  branch: 'Boduppal',
  price: 1800,
  pricePerDay: 1800,
  pricePerHour: null,
  minHours: null,
  pricePerWeek: null,
  pricePerMonth: null,
  unlimitedKmPerDay: null,
  gstRatePercent: null,
  sac: null,
};
const planned = {
  ...plain,
  _id: 'car-2',
  name: 'Hyundai Creta',
  type: 'SUV',
  price: 2500,
  pricePerDay: 2500,
  pricePerHour: 300,
  minHours: 4,
  pricePerWeek: 14000,
  pricePerMonth: 48000,
  unlimitedKmPerDay: 500,
  gstRatePercent: 40,
};
const weekend: StoredDateRule = {
  _id: 'rule-1',
  carId: null,
  kind: 'weekend',
  label: 'Weekend',
  percent: 10,
  from: null,
  to: null,
};

describe('FleetRatesScreen', () => {
  it('shows every car’s plans side by side and adds a festival rule for one car', async () => {
    let rules: StoredDateRule[] = [weekend];
    const calls = stubFetch(({ url, method, body }) => {
      if (url.pathname === '/api/admin/date-rules' && method === 'POST') {
        const rule = { _id: 'rule-2', ...(JSON.parse(String(body)) as object) } as StoredDateRule;
        rules = [...rules, rule];
        return json(rule, { status: 201 });
      }
      const answer: FleetRates = { cars: [plain, planned], rules };
      return json(answer);
    });
    renderAdmin(<FleetRatesScreen />, { path: '/admin/rates' });

    const creta = await screen.findByTestId('rates-car-2');
    const cells = within(creta)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual([
      '₹2,500',
      '₹300 (4 h)',
      '₹14,000',
      '₹48,000',
      '₹500',
      '40 %',
    ]);
    const swift = within(screen.getByTestId('rates-car-1')).getAllByRole('cell');
    expect(swift.map((c) => c.textContent).slice(0, 6)).toEqual([
      '₹1,800',
      '—',
      '—',
      '—',
      '—',
      'settings',
    ]);
    expect(
      within(creta).getByRole('link', { name: 'Edit prices of Hyundai Creta' }),
    ).toHaveAttribute('href', '/admin/edit-car/car-2');
    expect(screen.getByTestId('date-rules')).toHaveTextContent(
      'Weekend +10 %Every Saturday and Sunday · Every car',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add the rule' }));
    expect(await screen.findByText('Name the rule, e.g. Diwali.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Diwali');
    await user.type(screen.getByLabelText('Change of the day price (%)'), '25');
    await user.type(screen.getByLabelText('First day'), '2026-11-07');
    await user.type(screen.getByLabelText('Last day'), '2026-11-09');
    await user.selectOptions(screen.getByLabelText('Cars'), 'car-2');
    await user.click(screen.getByRole('button', { name: 'Add the rule' }));

    expect(await screen.findByText('Diwali added.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({
      kind: 'range',
      label: 'Diwali',
      percent: 25,
      from: '2026-11-07',
      to: '2026-11-09',
      carId: 'car-2',
    });
    const list = await screen.findByTestId('date-rules');
    expect(await within(list).findByRole('button', { name: 'Remove Diwali' })).toBeEnabled();
    expect(list).toHaveTextContent('7 Nov 2026 to 9 Nov 2026 · Hyundai Creta');
  });
});
