import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_ADVANCE_MS, SWIPE_THRESHOLD_PX } from '@rental/shared/constants';
import { HERO_SLIDE_LIST } from '../hero-slides';
import { HeroCarousel } from './hero-carousel';

function renderHero() {
  render(
    <MemoryRouter>
      <HeroCarousel />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Highlights' });
}

/** The index of the slide the visitor sees (the one not hidden). */
function activeSlide(): number {
  const slides = screen.getAllByRole('group', { hidden: true });
  return slides.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function swipe(el: HTMLElement, dx: number, dy = 0) {
  fireEvent.touchStart(el, { touches: [{ clientX: 200, clientY: 300 }] });
  fireEvent.touchEnd(el, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
}

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows five slides with the spec call-to-action labels and chips', () => {
    renderHero();
    expect(HERO_SLIDE_LIST).toHaveLength(5);
    for (const label of [
      'Explore Our Fleet',
      'Find Date Night Cars',
      'Book Long Trip Cars',
      'Browse Hatchbacks',
      'View City Cars',
    ]) {
      expect(screen.getByRole('link', { name: label, hidden: true })).toBeInTheDocument();
    }
    expect(screen.getAllByText('50,000+ Happy Customers', { exact: false }).length).toBeGreaterThan(
      0,
    );
    expect(screen.getAllByText('100+ Cars in Fleet', { exact: false }).length).toBeGreaterThan(0);
  });

  it('advances every 5 seconds and wraps to the first slide', () => {
    renderHero();
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS - 1));
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(1);
    for (const expected of [2, 3, 4, 0]) {
      act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS));
      expect(activeSlide()).toBe(expected);
    }
  });

  it('pauses while hovered and starts again when the pointer leaves', () => {
    const hero = renderHero();
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS * 3));
    expect(activeSlide()).toBe(0);
    fireEvent.mouseLeave(hero);
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS));
    expect(activeSlide()).toBe(1);
  });

  it('pauses while focus is inside it', () => {
    renderHero();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS * 2));
    expect(activeSlide()).toBe(0);
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS));
    expect(activeSlide()).toBe(1);
  });

  it('stops when the visitor presses pause', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS * 3));
    expect(activeSlide()).toBe(0);
    expect(screen.getByRole('button', { name: 'Start the slideshow' })).toBeInTheDocument();
  });

  it('never auto-advances for visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    renderHero();
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS * 3));
    expect(activeSlide()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).not.toBeInTheDocument();
  });

  it('moves with the arrows and the dots, and restarts the period after a move', () => {
    renderHero();
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS - 1000));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS - 1));
    expect(activeSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(activeSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('changes slide on a horizontal swipe of more than 50 px', () => {
    const hero = renderHero();
    swipe(hero, -(SWIPE_THRESHOLD_PX + 1));
    expect(activeSlide()).toBe(1);
    swipe(hero, SWIPE_THRESHOLD_PX + 1);
    expect(activeSlide()).toBe(0);
    swipe(hero, SWIPE_THRESHOLD_PX + 30);
    expect(activeSlide()).toBe(4);
  });

  it('ignores short moves and vertical scrolls', () => {
    const hero = renderHero();
    swipe(hero, -SWIPE_THRESHOLD_PX);
    expect(activeSlide()).toBe(0);
    swipe(hero, -80, 200);
    expect(activeSlide()).toBe(0);
  });
});
