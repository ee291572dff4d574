import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HOME_BANNER_MS } from '@rental/shared/constants';
import { IconClose } from '@/components/icons';
import { IconTruck } from '@/components/feature-icons';

/**
 * docs/product.md#screens: a banner shown for 6 seconds on arrival. It floats over the page, so its coming and
 * going never moves the content.
 */
export function HomeBanner() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), HOME_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="home-banner-region" role="status">
      {visible && (
        <div className="home-banner" data-testid="home-banner">
          <span className="home-banner__icon">
            <IconTruck />
          </span>
          <p className="mb-0">
            <strong>Doorstep delivery across Hyderabad.</strong> Book online and we bring the car to
            you. <Link to="/cars">See cars</Link>
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
