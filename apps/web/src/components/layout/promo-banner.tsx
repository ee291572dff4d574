import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PROMO_ROTATION_MS } from '@rental/shared/constants';
import { PROMO_TAGLINES } from './promo-taglines';

/**
 * docs/product.md#screens: while the navigation bar is hidden, a dark banner rotates through the taglines every
 * 9 seconds, on medium and larger screens only. Hovering or focusing it pauses the rotation, and
 * its pause button stops it until pressed again (WCAG 2.2.2 pause, stop, hide).
 */
export function PromoBanner({ visible }: { visible: boolean }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!visible || paused || stopped) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % PROMO_TAGLINES.length),
      PROMO_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [visible, paused, stopped]);

  return (
    <div
      className={`promo-banner d-none d-md-flex${visible ? ' is-visible' : ''}`}
      data-testid="promo-banner"
      aria-hidden={!visible}
      inert={!visible}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="container d-flex align-items-center justify-content-center gap-3">
        <p key={index} className="promo-banner__text">
          {PROMO_TAGLINES[index]}
        </p>
        <Link to="/cars" className="promo-banner__link">
          See cars
        </Link>
        <button
          type="button"
          className="promo-banner__pause"
          aria-pressed={stopped}
          onClick={() => setStopped((s) => !s)}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          <span className="visually-hidden">Pause the taglines</span>
        </button>
      </div>
    </div>
  );
}
