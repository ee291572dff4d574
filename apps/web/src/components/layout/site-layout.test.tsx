import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactElement } from 'react';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteLayout } from './site-layout';

/** A screen whose code arrives when the test says so. */
function heldScreen(text: string) {
  let arrive = () => {};
  const Screen = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{text}</h1> });
      }),
  );
  return { element: <Screen />, arrive: () => act(async () => arrive()) };
}

function Placeholder() {
  return <p>Car placeholder</p>;
}

function renderSite(url: string, screens: RouteObject[]) {
  function Site() {
    return useRoutes([{ element: <SiteLayout screens={screens} />, children: screens }]);
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Site />
    </MemoryRouter>,
  );
}

const main = () => screen.getByRole('main');

describe('site layout', () => {
  it("shows the loading state, with the route's placeholder and hero, until the first screen's code is here", async () => {
    const car = heldScreen('Maruti Swift');
    renderSite('/cars/swift', [
      {
        path: 'cars/:id',
        element: car.element,
        handle: {
          fullWidth: true,
          placeholder: Placeholder,
          hero: { eyebrow: 'Our fleet', title: 'Self-drive cars', text: 'Per day.' },
        },
      },
    ]);

    expect(main()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Car placeholder')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Self-drive cars' })).toBeInTheDocument();
    expect(document.querySelector('.site-footer-slot, .site-footer')).toBeNull();
    const bar = screen.getByTestId('site-nav');

    await car.arrive();
    expect(screen.getByRole('heading', { name: 'Maruti Swift' })).toBeInTheDocument();
    expect(main()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Car placeholder')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Self-drive cars' })).toBeInTheDocument();
    // The bar was not drawn again.
    expect(screen.getByTestId('site-nav')).toBe(bar);
  });

  it("keeps the screen on show while the next one's code loads", async () => {
    const about = heldScreen('About us');
    renderSite('/', [
      {
        index: true,
        element: (
          <>
            <h1>Home</h1>
            <Link to="/about">Read about us</Link>
          </>
        ),
        handle: { fullWidth: true },
      },
      { path: 'about', element: about.element },
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Read about us' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(main()).not.toHaveAttribute('aria-busy');

    await about.arrive();
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    // A screen without `fullWidth` sits in the page's container.
    expect(screen.getByRole('heading', { name: 'About us' }).parentElement).toHaveClass(
      'container',
    );
  });
});
