import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '@/test/make-car';
import { renderCarsPage, serveCars } from '@/test/render-cars-page';

const FROM = '2099-11-27T09:00';
const TO = '2099-11-29T20:00';

const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

describe('CarsPage with dates (search by dates)', () => {
  let fetchMock: ReturnType<typeof serveCars>;
  beforeEach(() => {
    fetchMock = serveCars([
      makeCar({ name: 'Tata Nexon', brand: 'Tata', freeForDates: true }),
      makeCar({ name: 'Hyundai Creta', brand: 'Hyundai', freeForDates: false }),
      makeCar({ name: 'Kia Seltos', brand: 'Kia', freeForDates: true, branch: 'Dilsukhnagar' }),
    ]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API for the dates and the branch, and says how many cars are free', async () => {
    renderCarsPage(`/cars?from=${FROM}&to=${TO}`);
    expect(await screen.findByText(/^2 free from/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0 as never]), 'http://x');
    expect(url.pathname).toBe('/api/cars');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: FROM, to: TO });
    expect(screen.getByLabelText('Pickup')).toHaveValue(FROM);
    expect(screen.getByLabelText('Return')).toHaveValue(TO);
  });

  it("marks a taken car 'Booked for these dates' without a Book button", async () => {
    renderCarsPage(`/cars?from=${FROM}&to=${TO}`);
    await screen.findByText(/^2 free from/);
    const creta = card('Hyundai Creta');
    expect(creta).toHaveClass('is-booked');
    expect(within(creta).getAllByText('Booked for these dates').length).toBeGreaterThan(0);
    expect(within(creta).queryByRole('link', { name: /Book Now/ })).not.toBeInTheDocument();
  });

  it('carries the dates into the booking form from a free car', async () => {
    renderCarsPage(`/cars?from=${FROM}&to=${TO}`);
    await screen.findByText(/^2 free from/);
    const book = within(card('Tata Nexon')).getByRole('link', { name: /Book Now/ });
    const href = new URL(book.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/book/tata-nexon');
    expect(Object.fromEntries(href.searchParams)).toEqual({ from: FROM, to: TO });
  });

  it('sends the branch and keeps only its cars', async () => {
    renderCarsPage(`/cars?from=${FROM}&to=${TO}&branch=Dilsukhnagar`);
    await screen.findByText(/free from/);
    const url = new URL(String(fetchMock.mock.calls[0]![0 as never]), 'http://x');
    expect(url.searchParams.get('branch')).toBe('Dilsukhnagar');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Kia Seltos',
    ]);
    expect(screen.getByLabelText('Branch')).toHaveDisplayValue('Dilsukhnagar');
  });

  it('uses the plain list without dates', async () => {
    renderCarsPage('/cars?branch=Dilsukhnagar');
    await screen.findByText('Showing 1 of 3 cars');
    const url = new URL(String(fetchMock.mock.calls[0]![0 as never]), 'http://x');
    expect(url.search).toBe('');
  });
});
