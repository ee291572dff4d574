import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '@/test/make-car';

// The featured cars are module state (the home screen fetches them without the query client):
// every test takes fresh modules.
async function freshModules() {
  vi.resetModules();
  const [{ FeaturedCars }, { shareFeaturedCars }] = await Promise.all([
    import('./featured-cars'),
    import('../api/get-featured-cars'),
  ]);
  return { FeaturedCars, shareFeaturedCars };
}

function serve(...answers: (readonly string[] | number)[]) {
  const fetchMock = vi.fn(async (_url: string) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return typeof answer === 'number'
      ? new Response(JSON.stringify({ error: 'Down' }), { status: answer })
      : new Response(JSON.stringify(answer.map((name) => makeCar({ name, featured: true }))));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const featuredCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/cars/featured/cars')).length;

function show(FeaturedCars: ComponentType) {
  return render(
    <MemoryRouter>
      <FeaturedCars />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('featured cars', () => {
  it('fetches them once, without the query client, and keeps them for the next visit', async () => {
    const fetchMock = serve(['Tata Nexon', 'Hyundai Creta']);
    const { FeaturedCars } = await freshModules();
    const first = show(FeaturedCars);
    expect(await screen.findByRole('heading', { name: 'Tata Nexon' })).toBeInTheDocument();
    first.unmount();

    show(FeaturedCars);
    expect(screen.getByRole('heading', { name: 'Hyundai Creta' })).toBeInTheDocument();
    expect(featuredCalls(fetchMock)).toBe(1);
  });

  it('tries a server error again, and says so when it keeps failing', async () => {
    const fetchMock = serve(503);
    const { FeaturedCars } = await freshModules();
    show(FeaturedCars);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(
      await screen.findByText(/We could not load our featured cars just now/),
    ).toBeInTheDocument();
    expect(featuredCalls(fetchMock)).toBe(3);
  });

  it('moves into the query cache when the client loads, which then refreshes them', async () => {
    const fetchMock = serve(['Tata Nexon'], ['Kia Seltos']);
    const { FeaturedCars, shareFeaturedCars } = await freshModules();
    const first = show(FeaturedCars);
    await screen.findByRole('heading', { name: 'Tata Nexon' });
    first.unmount();

    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    shareFeaturedCars(client);
    expect(client.getQueryData<{ name: string }[]>(['cars', 'featured'])?.[0]?.name).toBe(
      'Tata Nexon',
    );
    // Fresh in the cache: the next visit fetches nothing.
    const second = show(FeaturedCars);
    expect(screen.getByRole('heading', { name: 'Tata Nexon' })).toBeInTheDocument();
    second.unmount();
    expect(featuredCalls(fetchMock)).toBe(1);

    // A car write invalidates every `cars` query (src/api/cars.ts): the next visit refetches.
    await act(() => client.invalidateQueries({ queryKey: ['cars'] }));
    show(FeaturedCars);
    expect(await screen.findByRole('heading', { name: 'Kia Seltos' })).toBeInTheDocument();
    expect(featuredCalls(fetchMock)).toBe(2);
  });
});
