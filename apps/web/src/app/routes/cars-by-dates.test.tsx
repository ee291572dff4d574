import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Car } from '@rental/shared/cars';
import { CarsPage } from './cars';

function makeCar(name: string, overrides: Partial<Car> = {}): Car {
  return {
    _id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    brand: name.split(' ')[0]!,
    type: 'Hatchback',
    fuel: 'Petrol',
    seats: 5,
    transmission: 'Manual',
    price: 2000,
    rating: 4.5,
    available: true,
    featured: false,
    images: [],
    thumbnails: [],
    description: '',
    features: [],
    registrationNumber: 'TS 08 AB 1234',
    branch: 'Boduppal',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const FROM = '2099-11-27T09:00';
const TO = '2099-11-29T20:00';

function renderCars(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/cars" element={<CarsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

describe('CarsPage with dates (issue 6)', () => {
  const fetchMock = vi.fn(
    async () =>
      new Response(
        JSON.stringify([
          makeCar('Tata Nexon', { freeForDates: true }),
          makeCar('Hyundai Creta', { freeForDates: false }),
          makeCar('Kia Seltos', { freeForDates: true, branch: 'Dilsukhnagar' }),
        ]),
        { status: 200 },
      ),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API for the dates and the branch, and says how many cars are free', async () => {
    renderCars(`/cars?from=${FROM}&to=${TO}`);
    expect(await screen.findByText(/^2 free from/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0 as never]), 'http://x');
    expect(url.pathname).toBe('/api/cars');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: FROM, to: TO });
    expect(screen.getByLabelText('Pickup')).toHaveValue(FROM);
    expect(screen.getByLabelText('Return')).toHaveValue(TO);
  });

  it("marks a taken car 'Booked for these dates' without a Book button", async () => {
    renderCars(`/cars?from=${FROM}&to=${TO}`);
    await screen.findByText(/^2 free from/);
    const creta = card('Hyundai Creta');
    expect(creta).toHaveClass('is-booked');
    expect(within(creta).getAllByText('Booked for these dates').length).toBeGreaterThan(0);
    expect(within(creta).queryByRole('link', { name: /Book Now/ })).not.toBeInTheDocument();
  });

  it('carries the dates into the booking form from a free car', async () => {
    renderCars(`/cars?from=${FROM}&to=${TO}`);
    await screen.findByText(/^2 free from/);
    const book = within(card('Tata Nexon')).getByRole('link', { name: /Book Now/ });
    const href = new URL(book.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/book/tata-nexon');
    expect(Object.fromEntries(href.searchParams)).toEqual({ from: FROM, to: TO });
  });

  it('sends the branch and keeps only its cars', async () => {
    renderCars(`/cars?from=${FROM}&to=${TO}&branch=Dilsukhnagar`);
    await screen.findByText(/free from/);
    const url = new URL(String(fetchMock.mock.calls[0]![0 as never]), 'http://x');
    expect(url.searchParams.get('branch')).toBe('Dilsukhnagar');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Kia Seltos',
    ]);
    expect(screen.getByLabelText('Branch')).toHaveDisplayValue('Dilsukhnagar');
  });

  it('uses the plain list without dates', async () => {
    renderCars('/cars?branch=Dilsukhnagar');
    await screen.findByText('Showing 1 of 3 cars');
    const url = new URL(String(fetchMock.mock.calls[0]![0 as never]), 'http://x');
    expect(url.search).toBe('');
  });
});
