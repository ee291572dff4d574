import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy, type ReactElement } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAdmin } from '@/lib/require-session';
import { clearAdminToken, setAdminToken } from '@/lib/session-store';
import { BrowserRouter } from './browser-router';

let arrive = () => {};
const About = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      arrive = () => resolve({ default: () => <h1>About us</h1> });
    }),
);

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const IS_ACT_ENVIRONMENT = () => actGlobal.IS_REACT_ACT_ENVIRONMENT ?? false;
const setActEnvironment = (on: boolean) => (actGlobal.IS_REACT_ACT_ENVIRONMENT = on);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.history.replaceState(null, '', '/admin/dashboard');
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('browser router', () => {
  it('lets a guard whose session ends wait for the navigation under way', async () => {
    setAdminToken('admin-test-token');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(
      <BrowserRouter>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/about" element={<About />} />
            <Route element={<RequireAdmin />}>
              <Route
                path="/admin/dashboard"
                element={
                  <>
                    <h1>Dashboard</h1>
                    <Link to="/about">About</Link>
                  </>
                }
              />
            </Route>
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );

    // The visitor goes to a screen whose code is on its way, and the session ends meanwhile:
    // the guard does not send them to / over it.
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    act(() => clearAdminToken());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(window.location.pathname).toBe('/about');

    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(window.location.pathname).toBe('/about');
  });

  it('keeps every key typed in a box bound to the address when keys come faster than the screen draws', async () => {
    window.history.replaceState(null, '', '/cars');
    function Cars() {
      const [params, setParams] = useSearchParams();
      const search = params.get('q') ?? '';
      return (
        <>
          <label htmlFor="q">Search</label>
          <input
            id="q"
            value={search}
            onChange={(e) => setParams({ q: e.target.value }, { replace: true })}
          />
          <p>{`Showing cars for "${search}"`}</p>
        </>
      );
    }
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/cars" element={<Cars />} />
        </Routes>
      </BrowserRouter>,
    );

    // Keys arriving faster than the screen draws: each one lands on what the box shows, before
    // React has had a moment to itself (no act() between them, as on a busy phone).
    const box = screen.getByLabelText<HTMLInputElement>('Search');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const previous = IS_ACT_ENVIRONMENT();
    setActEnvironment(false);
    for (const key of 'Maruti') {
      setValue.call(box, box.value + key);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    setActEnvironment(previous);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(box).toHaveValue('Maruti');
    expect(window.location.search).toBe('?q=Maruti');
  });
});
