import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_BANNER_MS } from '@rental/shared/constants';
import { renderRoutes } from '@/test/render-routes';
import { HomeBanner } from './home-banner';

// docs/product.md#screens (Home): the banner shows for 6 seconds, never takes the focus, stays
// while a keyboard is in it and leaves on Dismiss or Escape.

function show() {
  renderRoutes([{ path: '/', element: <HomeBanner /> }]);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

describe('the home banner', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('leaves after 6 seconds without having taken the focus', async () => {
    show();
    expect(screen.getByTestId('home-banner')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(HOME_BANNER_MS));
    expect(screen.queryByTestId('home-banner')).not.toBeInTheDocument();
  });

  it('stays while the focus is in it, and Escape there dismisses it', async () => {
    const user = show();
    await user.tab();
    expect(screen.getByRole('link', { name: 'See cars' })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(HOME_BANNER_MS * 2));
    expect(screen.getByTestId('home-banner')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('home-banner')).not.toBeInTheDocument();
  });

  it('goes on Dismiss', async () => {
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('home-banner')).not.toBeInTheDocument();
  });
});
