import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_HIDE_SCROLL_PX, PROMO_ROTATION_MS } from '@rental/shared/constants';
import { getUserSession, setUserSession } from '@/lib/session-store';
import { NavBar } from './nav-bar';
import { PROMO_TAGLINES } from './promo-taglines';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderNav(path = '/cars') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId('site-nav');
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('NavBar scrolling', () => {
  beforeEach(() => scrollTo(0));
  afterEach(() => scrollTo(0));

  it('stays while scrolling down within the first 100 px', () => {
    const nav = renderNav();
    scrollTo(NAV_HIDE_SCROLL_PX);
    expect(nav).not.toHaveClass('is-hidden');
  });

  it('hides when scrolling down past 100 px and comes back on scrolling up', () => {
    const nav = renderNav();
    scrollTo(NAV_HIDE_SCROLL_PX + 1);
    expect(nav).toHaveClass('is-hidden');
    scrollTo(600);
    expect(nav).toHaveClass('is-hidden');
    scrollTo(580);
    expect(nav).not.toHaveClass('is-hidden');
  });

  it('comes back when keyboard focus enters it', () => {
    const nav = renderNav();
    scrollTo(400);
    expect(nav).toHaveClass('is-hidden');
    act(() => within(nav).getByRole('link', { name: 'Offers' }).focus());
    expect(nav).not.toHaveClass('is-hidden');
  });

  it('shows the promo banner with a tagline while hidden, and hides it again', async () => {
    renderNav();
    scrollTo(400);
    const banner = await screen.findByTestId('promo-banner');
    expect(banner).toHaveClass('is-visible');
    expect(banner).toHaveTextContent(PROMO_TAGLINES[0]);
    scrollTo(300);
    expect(banner).not.toHaveClass('is-visible');
    expect(PROMO_TAGLINES).toHaveLength(9);
  });

  it('stops rotating the taglines while its pause button is pressed (WCAG 2.2.2)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      renderNav();
      scrollTo(400);
      const banner = screen.getByTestId('promo-banner');
      const pause = within(banner).getByRole('button', { name: 'Pause the taglines' });
      fireEvent.click(pause);
      expect(pause).toHaveAttribute('aria-pressed', 'true');
      // Away from the banner, so neither hover nor focus is what holds it still.
      act(() => pause.blur());
      act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS * 2));
      expect(banner).toHaveTextContent(PROMO_TAGLINES[0]);
      fireEvent.click(pause);
      act(() => pause.blur());
      act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS));
      expect(banner).toHaveTextContent(PROMO_TAGLINES[1]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('NavBar menu and focus', () => {
  it('closes the open menu when the focus leaves it', () => {
    const nav = renderNav();
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const outside = document.createElement('button');
    document.body.append(outside);
    try {
      const offers = within(nav).getByRole('link', { name: 'Offers' });
      fireEvent.blur(toggle, { relatedTarget: offers });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      fireEvent.blur(offers, { relatedTarget: outside });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      outside.remove();
    }
  });
});

describe('NavBar links and session', () => {
  it('offers the five links and Login when signed out', () => {
    const nav = renderNav();
    for (const name of ['Home', 'Cars', 'About', 'Offers', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Cars' })).toHaveClass('active');
  });

  it("shows the signed-in name, or 'Dashboard' without one, linking to the account", () => {
    setUserSession('token', { _id: 'c1', name: 'Priya Sharma', mobile: '9876543210', email: '' });
    const nav = renderNav();
    expect(within(nav).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      '/account',
    );
    act(() => setUserSession('token', { _id: 'c1', name: '', mobile: '9876543210', email: '' }));
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('asks before logging out; Cancel keeps the session, Logout clears it and goes home', async () => {
    setUserSession('token', { _id: 'c1', name: 'Priya', mobile: '9876543210', email: '' });
    renderNav('/offers');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(getUserSession()).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    fireEvent.click(within(again).getByRole('button', { name: 'Logout' }));
    expect(getUserSession()).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens and closes the menu with its toggle, and closes it on navigation', () => {
    const nav = renderNav();
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(nav).getByRole('link', { name: 'About' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
