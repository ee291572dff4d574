import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DAY_MS, toKolkataDateTimeLocal } from '@rental/shared/kolkata-time';
import { DateSearchForm } from './date-search-form';

const inDays = (days: number, hour = 9) => {
  const date = toKolkataDateTimeLocal(Date.now() + days * DAY_MS).slice(0, 10);
  return `${date}T${String(hour).padStart(2, '0')}:00`;
};

function Cars() {
  const { search } = useLocation();
  return <p data-testid="cars-query">{search}</p>;
}

function renderForm(props: Parameters<typeof DateSearchForm>[0] = {}) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<DateSearchForm {...props} />} />
        <Route path="/cars" element={<Cars />} />
      </Routes>
    </MemoryRouter>,
  );
}

const search = () => fireEvent.click(screen.getByRole('button', { name: /Search/ }));

describe('DateSearchForm', () => {
  it('asks for both dates beside the fields and stays put', () => {
    renderForm();
    search();
    expect(screen.getByLabelText('Pickup')).toHaveAccessibleDescription(
      'Choose a pickup date and time.',
    );
    expect(screen.getByLabelText('Return')).toHaveAccessibleDescription(
      'Choose a return date and time.',
    );
    expect(screen.getByLabelText('Pickup')).toHaveFocus();
    expect(screen.queryByTestId('cars-query')).not.toBeInTheDocument();
  });

  it('refuses a return before the pickup', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Pickup'), { target: { value: inDays(3, 18) } });
    fireEvent.change(screen.getByLabelText('Return'), { target: { value: inDays(3, 10) } });
    search();
    expect(screen.getByLabelText('Return')).toHaveAccessibleDescription(
      'Return must be after pickup.',
    );
    expect(screen.getByLabelText('Pickup')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a pickup in the past in Kolkata', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Pickup'), { target: { value: inDays(-1) } });
    fireEvent.change(screen.getByLabelText('Return'), { target: { value: inDays(2) } });
    search();
    expect(screen.getByLabelText('Pickup')).toHaveAccessibleDescription(
      'Pickup cannot be in the past.',
    );
  });

  it('clears a reason as soon as the field is put right', () => {
    renderForm();
    search();
    fireEvent.change(screen.getByLabelText('Pickup'), { target: { value: inDays(2) } });
    expect(screen.getByLabelText('Pickup')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Return')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens /cars with the dates and the branch in the address', () => {
    renderForm();
    const from = inDays(4);
    const to = inDays(6, 20);
    fireEvent.change(screen.getByLabelText('Pickup'), { target: { value: from } });
    fireEvent.change(screen.getByLabelText('Return'), { target: { value: to } });
    fireEvent.change(screen.getByLabelText('Branch'), { target: { value: 'Dilsukhnagar' } });
    search();
    const query = new URLSearchParams(screen.getByTestId('cars-query').textContent ?? '');
    expect(Object.fromEntries(query)).toEqual({ from, to, branch: 'Dilsukhnagar' });
  });

  it("leaves the branch out for 'Any branch' and keeps the list's other filters", () => {
    renderForm({ keep: { type: 'SUV', branch: 'Boduppal' } });
    expect(screen.getByLabelText('Branch')).toHaveDisplayValue('Any branch');
    fireEvent.change(screen.getByLabelText('Pickup'), { target: { value: inDays(4) } });
    fireEvent.change(screen.getByLabelText('Return'), { target: { value: inDays(5) } });
    search();
    const query = new URLSearchParams(screen.getByTestId('cars-query').textContent ?? '');
    expect(query.get('type')).toBe('SUV');
    expect(query.has('branch')).toBe(false);
  });
});
