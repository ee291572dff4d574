import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy, type ReactElement } from 'react';
import { Link, Route, Routes } from 'react-router';
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
});
