import { Link } from 'react-router';
import {
  BRAND_NAME,
  BRANCH_NAMES,
  BUSINESS_EMAIL,
  CHAT_DEFAULT_TEXT,
  FOUNDED_YEAR,
  PHONE_PRIMARY,
  PHONE_SECONDARY,
  SOCIAL_PROFILE_URL,
  chatLink,
  telLink,
} from '@rental/shared/business';
import { useAdminToken } from '@/lib/session-store';
import { IconCamera, IconChat, IconMail, IconPhone, IconPin } from '../icons';
import { BrandMark } from './brand-mark';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/cars', label: 'Cars' },
  { to: '/about', label: 'About Us' },
  { to: '/offers', label: 'Offers' },
] as const;

const SERVICES = [
  'Hourly self-drive rentals',
  'Daily and weekend rentals',
  'Weekly and monthly plans',
  'Doorstep pickup and delivery',
  'Electric cars (EVs)',
  'Rentals for tourists',
] as const;

/** docs/product.md#screens, footer. 'Admin' or 'Dashboard' follows the admin token (docs/product.md#accounts). */
export function Footer() {
  const adminToken = useAdminToken();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-4">
            <Link to="/" className="site-brand site-brand--light">
              <BrandMark />
              <span>{BRAND_NAME}</span>
            </Link>
            <p className="site-footer__blurb">
              Self-drive car rentals in Hyderabad since {FOUNDED_YEAR}. Hatchbacks, sedans, SUVs and
              EVs by the hour, day, week or month: insured, serviced and ready at our branches or at
              your door, 24/7.
            </p>
            <ul className="site-footer__social" aria-label="Follow and message us">
              <li>
                <a href={SOCIAL_PROFILE_URL} target="_blank" rel="noopener noreferrer">
                  <IconCamera /> Instagram
                </a>
              </li>
              <li>
                <a href={chatLink(CHAT_DEFAULT_TEXT)} target="_blank" rel="noopener noreferrer">
                  <IconChat /> WhatsApp
                </a>
              </li>
            </ul>
          </div>
          <nav className="col-6 col-lg-2" aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="site-footer__title">
              Quick links
            </h2>
            <ul className="site-footer__list">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-6 col-lg-3">
            <h2 className="site-footer__title">Services</h2>
            <ul className="site-footer__list">
              {SERVICES.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </div>
          <div className="col-12 col-lg-3">
            <h2 className="site-footer__title">Contact</h2>
            <ul className="site-footer__list site-footer__contact">
              <li>
                <IconPhone />
                <a href={telLink(PHONE_PRIMARY)}>{PHONE_PRIMARY}</a>
              </li>
              <li>
                <IconPhone />
                <a href={telLink(PHONE_SECONDARY)}>{PHONE_SECONDARY}</a>
              </li>
              <li>
                <IconMail />
                <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
              </li>
              <li>
                <IconPin />
                <span>{BRANCH_NAMES.join(', ')}, Hyderabad</span>
              </li>
            </ul>
          </div>
        </div>
        <div className="site-footer__bottom">
          <p className="mb-0">
            © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
          </p>
          <nav aria-label="Legal and support">
            <ul className="site-footer__legal">
              <li>
                <Link to="/terms">Terms &amp; Conditions</Link>
              </li>
              <li>
                <Link to="/privacy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/support">Support</Link>
              </li>
              <li>
                {adminToken ? (
                  <Link to="/admin/dashboard">Dashboard</Link>
                ) : (
                  <Link to="/admin">Admin</Link>
                )}
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
