import { useCallback, useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from '@rental/shared/constants';
import { useReducedMotion } from './use-reduced-motion';

interface CarouselOptions {
  count: number;
  /** Auto-advance period; omit for a carousel that only moves when asked. */
  intervalMs?: number;
  swipeThresholdPx?: number;
}

/**
 * Slide index, arrows, dots, swipe and auto-advance for a carousel (docs/product.md#screens, hero). Auto-advance
 * pauses while the pointer is over it or focus is inside it, stops when the visitor presses
 * pause, and never runs for visitors who prefer reduced motion. Any move restarts the period.
 */
export function useCarousel({
  count,
  intervalMs,
  swipeThresholdPx = SWIPE_THRESHOLD_PX,
}: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  const autoplay = intervalMs !== undefined && count > 1 && !reducedMotion && !stopped;
  const running = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, intervalMs, next]);

  const containerProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      // docs/product.md#screens: a horizontal move of more than 50 px changes the slide; a scroll does not.
      if (Math.abs(dx) > swipeThresholdPx && Math.abs(dx) > Math.abs(dy)) {
        if (dx < 0) next();
        else previous();
      }
    },
  };

  return {
    index,
    goTo,
    next,
    previous,
    /** Auto-advance is on (not stopped by the visitor or reduced motion), though maybe paused. */
    autoplay,
    /** Whether the visitor can press play/pause (there is auto-advance to control). */
    canAutoplay: intervalMs !== undefined && count > 1 && !reducedMotion,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    containerProps,
  };
}
