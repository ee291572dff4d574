import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTECTION_MESSAGES, type ProtectionPlan } from '@rental/shared/protection';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { ProtectionPlansManager } from './protection-plans-manager';

afterEach(() => vi.unstubAllGlobals());

const plan = (over: Partial<ProtectionPlan> = {}): ProtectionPlan => ({
  _id: 'p1',
  name: 'Basic',
  pricePerDay: 0,
  damageCap: 25_000,
  active: true,
  sortOrder: 0,
  ...over,
});

const plans = [
  plan(),
  plan({ _id: 'p2', name: 'Zero liability', pricePerDay: 399, damageCap: 2_000, sortOrder: 2 }),
  plan({ _id: 'p3', name: 'Old cover', pricePerDay: 99, active: false, sortOrder: 5 }),
];

const bodyOf = (call: RecordedCall) => JSON.parse(call.body as string) as unknown;

describe('ProtectionPlansManager', () => {
  it('lists every plan with its price, cap, state and order', async () => {
    stubFetch(() => json(plans));
    renderAdmin(<ProtectionPlansManager />);
    const zero = await screen.findByRole('article', { name: 'Zero liability' });
    expect(within(zero).getByText('₹399')).toBeInTheDocument();
    expect(within(zero).getByText('₹2,000')).toBeInTheDocument();
    expect(within(zero).getByText('Offered')).toBeInTheDocument();
    expect(within(zero).getByText('2')).toBeInTheDocument();
    const old = screen.getByRole('article', { name: 'Old cover' });
    expect(within(old).getByText('Withdrawn')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Basic' })).getByText('₹25,000'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Plans (3)' })).toBeInTheDocument();
  });

  it('adds a plan by keyboard and confirms in focus', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? json(plan({ _id: 'p4', name: 'Standard', pricePerDay: 199, damageCap: 10_000 }), {
            status: 201,
          })
        : json(plans),
    );
    const user = userEvent.setup();
    renderAdmin(<ProtectionPlansManager />);
    await screen.findByRole('article', { name: 'Basic' });
    screen.getByLabelText('Name').focus();
    await user.keyboard('Standard');
    await user.tab();
    await user.keyboard('199');
    await user.tab();
    await user.keyboard('10000');
    await user.tab();
    await user.keyboard('{Backspace}1');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Standard saved.')).toHaveFocus();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/protection-plans');
    expect(bodyOf(post)).toEqual({
      name: 'Standard',
      pricePerDay: 199,
      damageCap: 10_000,
      active: true,
      sortOrder: 1,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('refuses an empty price with the schema’s words, before any call', async () => {
    const calls = stubFetch(() => json(plans));
    const user = userEvent.setup();
    renderAdmin(<ProtectionPlansManager />);
    await user.type(await screen.findByLabelText('Name'), 'Standard');
    await user.click(screen.getByRole('button', { name: 'Add the plan' }));
    expect(await screen.findByText(PROTECTION_MESSAGES.priceWhole)).toBeInTheDocument();
    expect(screen.getByLabelText('Price per day (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a taken name’s 409 just above the button, in focus', async () => {
    stubFetch((call) =>
      call.method === 'POST'
        ? json(
            {
              error: PROTECTION_MESSAGES.nameTaken,
              code: 'protection_plan_taken',
              fields: { name: PROTECTION_MESSAGES.nameTaken },
            },
            { status: 409 },
          )
        : json(plans),
    );
    const user = userEvent.setup();
    renderAdmin(<ProtectionPlansManager />);
    await user.type(await screen.findByLabelText('Name'), 'Basic');
    await user.type(screen.getByLabelText('Price per day (₹)'), '0');
    await user.type(screen.getByLabelText('Damage cap (₹)'), '25000');
    await user.click(screen.getByRole('button', { name: 'Add the plan' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(PROTECTION_MESSAGES.nameTaken);
    expect(failure).toHaveFocus();
    expect(failure.nextElementSibling).toContainElement(
      screen.getByRole('button', { name: 'Add the plan' }),
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes a plan’s price through Edit', async () => {
    let current = plans;
    const calls = stubFetch((call) => {
      if (call.method === 'PUT') {
        const saved = { ...plan({ _id: 'p2' }), ...(bodyOf(call) as Partial<ProtectionPlan>) };
        current = current.map((p) => (p._id === 'p2' ? saved : p));
        return json(saved);
      }
      return json(current);
    });
    const user = userEvent.setup();
    renderAdmin(<ProtectionPlansManager />);
    await user.click(await screen.findByRole('button', { name: 'Edit Zero liability' }));
    expect(screen.getByRole('heading', { name: 'Edit Zero liability' })).toBeInTheDocument();
    const price = screen.getByLabelText('Price per day (₹)');
    expect(price).toHaveValue(399);
    await user.clear(price);
    await user.type(price, '449');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Zero liability saved.')).toHaveFocus();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/protection-plans/p2');
    expect(bodyOf(put)).toEqual({
      name: 'Zero liability',
      pricePerDay: 449,
      damageCap: 2_000,
      active: true,
      sortOrder: 2,
    });
    const card = screen.getByRole('article', { name: 'Zero liability' });
    expect(await within(card).findByText('₹449')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add a plan' })).toBeInTheDocument();
  });
});
