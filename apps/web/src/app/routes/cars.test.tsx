import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepServerFrame } from '@/lib/server-frame';
import { makeCar } from '@/test/make-car';
import { renderCarsPage, serveCars } from '@/test/render-cars-page';

const CARS = [
  makeCar({ name: 'Maruti Suzuki Swift', brand: 'Maruti Suzuki', price: 1800 }),
  makeCar({ name: 'Hyundai Creta', brand: 'Hyundai', type: 'SUV', fuel: 'Diesel', price: 3200 }),
  makeCar({ name: 'Toyota Innova', brand: 'Toyota', type: 'MUV', seats: 8, available: false }),
];

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('CarsPage', () => {
  beforeEach(() => {
    serveCars(CARS);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows 6 placeholders while loading, then every car with booked ones marked', async () => {
    renderCarsPage();
    expect(screen.getByRole('list', { name: 'Loading cars' }).children).toHaveLength(6);
    expect(await screen.findByText('Showing 3 of 3 cars')).toBeInTheDocument();
    const innova = screen.getByRole('heading', { name: 'Toyota Innova' }).closest('article')!;
    expect(innova).toHaveClass('is-booked');
    expect(within(innova).getAllByText('Booked').length).toBeGreaterThan(0);
    expect(within(innova).queryByRole('link', { name: /Book Now/ })).not.toBeInTheDocument();
  });

  it("keeps the server's frame of the list above the page until its cards are drawn", async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<div class="site-main" aria-hidden="true" data-keep-frame>The frame</div>';
    document.body.append(root);
    keepServerFrame();
    const frame = document.querySelector('body > .server-frame--kept');
    expect(frame).toHaveTextContent('The frame');
    expect(root).toBeEmptyDOMElement();
    renderCarsPage();
    expect(screen.getByRole('list', { name: 'Loading cars' })).toBeInTheDocument();
    expect(frame).toBeInTheDocument();
    await screen.findByText('Showing 3 of 3 cars');
    expect(frame).not.toBeInTheDocument();
    root.remove();
  });

  it('filters from the dialog and keeps the filters in the URL', async () => {
    renderCarsPage();
    await screen.findByText('Showing 3 of 3 cars');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter cars' });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'SUV' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show 1 car' }));
    expect(names()).toEqual(['Hyundai Creta']);
    expect(screen.getByTestId('query')).toHaveTextContent('?type=SUV');
    expect(screen.getByRole('button', { name: 'Filters, 1 applied' })).toBeInTheDocument();
  });

  it('reads search, filters and sort from the URL', async () => {
    renderCarsPage('/cars?sort=price-high&available=1');
    await screen.findByText('Showing 2 of 3 cars');
    expect(names()).toEqual(['Hyundai Creta', 'Maruti Suzuki Swift']);
    expect(screen.getByLabelText('Sort cars by')).toHaveValue('price-high');
  });

  it("shows 'No cars found' and clears every filter with 'Clear All Filters'", async () => {
    renderCarsPage('/cars?q=tesla');
    expect(await screen.findByRole('heading', { name: 'No cars found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    // docs/product.md#cars: clearing turns 'available only' on.
    expect(screen.getByTestId('query')).toHaveTextContent('?available=1');
    expect(screen.getByText('Showing 2 of 3 cars')).toBeInTheDocument();
    expect(screen.getByLabelText('Search cars by name or brand')).toHaveValue('');
  });

  it('searches by name or brand as the visitor types', async () => {
    renderCarsPage();
    await screen.findByText('Showing 3 of 3 cars');
    fireEvent.change(screen.getByLabelText('Search cars by name or brand'), {
      target: { value: 'HYUN' },
    });
    expect(names()).toEqual(['Hyundai Creta']);
    expect(screen.getByTestId('query')).toHaveTextContent('?q=HYUN');
  });
});
