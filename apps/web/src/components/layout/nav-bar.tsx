import { Suspense, lazy, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { BRAND_NAME } from '@rental/shared/business';
import { clearUserSession, useUserSession } from '@/lib/session-store';
import { IconClose, IconMenu } from '../icons';
import { BrandMark } from './brand-mark';
import { ChatButton } from './chat-button';
import { useHideOnScroll } from './use-hide-on-scroll';

// The logout dialog and the promo banner are only needed after a click or a scroll: they load
// then, which keeps the first load of every screen small.
const loadLogoutDialog = () => import('./logout-dialog');
const LogoutDialog = lazy(async () => ({ default: (await loadLogoutDialog()).LogoutDialog }));
const PromoBanner = lazy(async () => ({ default: (await import('./promo-banner')).PromoBanner }));

// docs/product.md#screens, navigation bar.
const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/cars', label: 'Cars' },
  { to: '/about', label: 'About' },
  { to: '/offers', label: 'Offers' },
  { to: '/contact', label: 'Contact' },
] as const;

export function NavBar() {
  const session = useUserSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { hidden, reveal } = useHideOnScroll();
  // The menu is open on the path where it was opened: going anywhere closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? pathname : null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [logoutAsked, setLogoutAsked] = useState(false);
  const [everHidden, setEverHidden] = useState(false);

  const logout = () => {
    clearUserSession({ loggingOut: true });
    setConfirmLogout(false);
    setMenuOpen(false);
    navigate('/');
  };

  const isHidden = hidden && !menuOpen;
  if (isHidden && !everHidden) setEverHidden(true);
  return (
    <header className="site-header">
      <nav
        className={`site-nav${isHidden ? ' is-hidden' : ''}${menuOpen ? ' is-open' : ''}`}
        aria-label="Main"
        data-testid="site-nav"
        onFocus={reveal}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
        }}
        onBlur={(event) => {
          // Tabbing past the open menu closes it, so it does not cover the page the focus is
          // on; the log-out dialog it opens keeps it.
          const to = event.relatedTarget;
          if (menuOpen && !confirmLogout && to && !event.currentTarget.contains(to)) {
            setMenuOpen(false);
          }
        }}
      >
        <div className="container site-nav__inner">
          <Link to="/" className="site-brand">
            <BrandMark />
            <span>{BRAND_NAME}</span>
          </Link>
          <ChatButton />
          <button
            type="button"
            className="site-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <IconClose /> : <IconMenu />}
            <span className="visually-hidden">Menu</span>
          </button>
          <div id="site-menu" className="site-nav__menu">
            <ul className="site-nav__links">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className="site-nav__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="site-nav__account">
              {session ? (
                <>
                  <NavLink to="/account" className="site-nav__link site-nav__user">
                    {session.user?.name || 'Dashboard'}
                  </NavLink>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    onPointerEnter={loadLogoutDialog}
                    onFocus={loadLogoutDialog}
                    onClick={() => {
                      setLogoutAsked(true);
                      setConfirmLogout(true);
                    }}
                  >
                    Logout
                  </button>
                </>
              ) : (
                <Link to="/login" className="btn btn-primary btn-sm px-3">
                  Login
                </Link>
              )}
            </div>
          </div>
        </div>
      </nav>
      <Suspense fallback={null}>
        {everHidden && <PromoBanner visible={isHidden} />}
        {logoutAsked && (
          <LogoutDialog
            show={confirmLogout}
            onConfirm={logout}
            onCancel={() => setConfirmLogout(false)}
          />
        )}
      </Suspense>
    </header>
  );
}
