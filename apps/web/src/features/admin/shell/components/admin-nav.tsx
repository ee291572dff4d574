import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@rental/shared/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { clearAdminToken } from '@/lib/session-store';
import { useAdminMe } from '../api/admin-me';
import { isOwnerOnlyPath } from '../lib/owner-paths';

// docs/product.md#back-office: the owner's links (lib/owner-paths.ts) are hidden from branch
// staff; the server refuses their calls anyway.
const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/timeline', label: 'Timeline' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/disputes', label: 'Disputes' },
  { to: '/admin/deposit-returns', label: 'Deposit returns' },
  { to: '/admin/fastag', label: 'FASTag' },
  { to: '/admin/deliveries', label: 'Deliveries' },
  { to: '/admin/documents', label: 'Documents' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/add-car', label: 'Add Car' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/adminoffers', label: 'Offers' },
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/security', label: 'Security' },
  { to: '/admin/audit', label: 'Audit log' }, // owner only
  { to: '/admin/promo-codes', label: 'Promo codes' }, // owner only
  { to: '/admin/rates', label: 'Rates' }, // owner only
  { to: '/admin/protection-plans', label: 'Protection plans' }, // owner only
  { to: '/admin/terms', label: 'Rental terms' }, // owner only
  { to: '/admin/reviews', label: 'Reviews' }, // staff: their branch's, to reply
  { to: '/admin/reports', label: 'Reports' }, // owner only
  { to: '/admin/delivery-areas', label: 'Delivery areas' }, // owner only
] as const;

/** The back-office menu, with Logout behind a confirmation (docs/product.md#screens). */
export function AdminNav() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const me = useAdminMe().data;
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // Until the account is known, only what every admin may open is shown.
  const links = LINKS.filter((link) => me?.role === 'owner' || !isOwnerOnlyPath(link.to));

  // On a phone the menu is one row that scrolls sideways (admin.css): the open screen's link is
  // brought into view, whichever end of the row it is at.
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('.active');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname, links.length]);

  const logout = () => {
    clearAdminToken();
    queryClient.removeQueries({ queryKey: ['admin'] });
    void navigate('/', { replace: true });
  };

  return (
    <nav
      aria-label="Admin"
      className="admin-nav d-flex flex-wrap align-items-center gap-2 mb-4 p-2 bg-body-tertiary border rounded-3"
    >
      <ul ref={list} className="admin-nav__links nav nav-pills me-auto">
        {links.map((link) => (
          <li className="nav-item" key={link.to}>
            <NavLink to={link.to} className="nav-link py-1 px-2 px-sm-3" end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {me && (
        <p className="small text-body-secondary mb-0" data-testid="signed-in-as">
          {me.name || me.email}
          {' · '}
          {me.role === 'owner' ? 'Owner, all branches' : `${me.branch} branch`}
        </p>
      )}
      <NavLink to="/admin/account" className="btn btn-outline-secondary btn-sm text-nowrap" end>
        My account
      </NavLink>
      <Button
        variant="outline-danger"
        size="sm"
        className="text-nowrap"
        onClick={() => setConfirming(true)}
      >
        Logout
      </Button>
      <ConfirmDialog
        show={confirming}
        title={MESSAGES.logoutTitle}
        message={MESSAGES.logoutText}
        confirmLabel="Logout"
        confirmVariant="danger"
        onConfirm={logout}
        onCancel={() => setConfirming(false)}
      />
    </nav>
  );
}
