import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HOME_BANNER_MS } from '@rental/shared/constants';
import { IconClose } from '@/components/icons';
import { IconTruck } from '@/components/feature-icons';

/**
 * docs/product.md#screens: a banner shown for 6 seconds on arrival. It floats at the bottom of the
 * screen, so its coming and going never moves the content and it never covers the hero's heading
 * however far the renter scrolls. It never takes the focus; while the focus is in it, it stays
 * (a link is not pulled away from a keyboard), and Escape there dismisses it.
 */
export function HomeBanner() {
  const [visible, setVisible] = useState(true);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (focused) return;
    const timer = window.setTimeout(() => setVisible(false), HOME_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [focused]);
  return (
    <div className="home-banner-region" role="status">
      {visible && (
        <div
          className="home-banner"
          data-testid="home-banner"
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setVisible(false);
          }}
        >
          <span className="home-banner__icon">
            <IconTruck />
          </span>
          <p className="mb-0">
            <strong>Doorstep delivery across Hyderabad.</strong>{' '}
            <span className="home-banner__more">Book online and we bring the car to you. </span>
            <Link to="/cars">See cars</Link>
          </p>
          <button type="button" className="home-banner__close" onClick={() => setVisible(false)}>
            <IconClose />
            <span className="visually-hidden">Dismiss</span>
          </button>
        </div>
      )}
    </div>
  );
}
