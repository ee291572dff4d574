import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  INITIAL_CAR_FILTERS,
  type CarFilters,
  type FilterableCar,
} from '@rental/shared/car-filter';
import { CarFilterDialog } from './car-filter-dialog';

const car = (overrides: Partial<FilterableCar>): FilterableCar => ({
  name: 'Car',
  brand: 'Tata',
  type: 'Hatchback',
  fuel: 'Petrol',
  seats: 5,
  price: 2000,
  rating: 4.5,
  available: true,
  featured: false,
  ...overrides,
});

const CARS = [
  car({ name: 'Swift', brand: 'Maruti Suzuki' }),
  car({ name: 'Nexon EV', brand: 'Tata', type: 'SUV', fuel: 'Electric' }),
  car({ name: 'Innova Crysta', brand: 'Toyota', type: 'MUV', fuel: 'Diesel', seats: 8 }),
  car({ name: 'Ertiga', brand: 'Maruti Suzuki', type: 'MUV', seats: 7, available: false }),
];

function renderDialog(filters: CarFilters = INITIAL_CAR_FILTERS) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <CarFilterDialog
      show
      filters={filters}
      cars={CARS}
      brands={['Maruti Suzuki', 'Tata', 'Toyota']}
      onApply={onApply}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Filter cars' });
  return { dialog, onApply, onClose };
}

describe('CarFilterDialog', () => {
  it("has a labelled field for each filter, with 'available only' off at first", () => {
    const { dialog } = renderDialog();
    for (const label of ['Brand', 'Type', 'Fuel', 'Seats']) {
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
    expect(within(dialog).getByRole('switch', { name: 'Available cars only' })).not.toBeChecked();
    const seatOptions = within(within(dialog).getByLabelText('Seats')).getAllByRole('option');
    expect(seatOptions.map((o) => o.textContent)).toEqual([
      'Any number of seats',
      '4 or more',
      '5 or more',
      '7 or more',
    ]);
  });

  it('applies the chosen filters and closes', () => {
    const { dialog, onApply, onClose } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Brand'), {
      target: { value: 'Maruti Suzuki' },
    });
    fireEvent.change(within(dialog).getByLabelText('Seats'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Available cars only' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Show/ }));
    expect(onApply).toHaveBeenCalledWith({
      ...INITIAL_CAR_FILTERS,
      brand: 'Maruti Suzuki',
      minSeats: 7,
      availableOnly: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('counts the cars the draft matches before applying', () => {
    const { dialog, onApply } = renderDialog();
    expect(within(dialog).getByRole('button', { name: 'Show 4 cars' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'MUV' } });
    expect(within(dialog).getByRole('button', { name: 'Show 2 cars' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Fuel'), { target: { value: 'Diesel' } });
    expect(within(dialog).getByRole('button', { name: 'Show 1 car' })).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("clears every filter and turns 'available only' on, keeping search and sort", () => {
    const { dialog, onApply } = renderDialog({
      ...INITIAL_CAR_FILTERS,
      search: 'swift',
      brand: 'Tata',
      fuel: 'Electric',
      sort: 'price-low',
    });
    expect(within(dialog).getByLabelText('Brand')).toHaveValue('Tata');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByLabelText('Brand')).toHaveValue('');
    expect(within(dialog).getByLabelText('Fuel')).toHaveValue('');
    expect(within(dialog).getByRole('switch', { name: 'Available cars only' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Show/ }));
    expect(onApply).toHaveBeenCalledWith({
      ...INITIAL_CAR_FILTERS,
      availableOnly: true,
      search: 'swift',
      sort: 'price-low',
    });
  });

  it('closes without applying from the close button', () => {
    const { dialog, onApply, onClose } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Brand'), { target: { value: 'Tata' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
