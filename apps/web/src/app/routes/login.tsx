import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { WelcomeBanner } from '@/features/auth/components/welcome-banner';
import { takeFlashMessage } from '@/lib/flash';
import { usePageMeta } from '@/lib/page-meta';
import { readReturningName } from '@/lib/returning-visitor';
import { safeNextPath } from '@/lib/safe-next';
import { useUserSession } from '@/lib/session-store';

export function LoginPage() {
  usePageMeta(
    'Login',
    'Log in or register with your mobile number to book a self-drive car in Hyderabad.',
  );
  const session = useUserSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const nextPath =
    safeNextPath(params.get('next')) ?? safeNextPath(typeof from === 'string' ? from : null) ?? '/';
  const [signingIn, setSigningIn] = useState(false);
  const [flash] = useState(takeFlashMessage);
  const [returningName] = useState(readReturningName);

  // docs/product.md#screens: a visitor who already has a token does not see the login screen.
  if (session && !signingIn) return <Navigate to={nextPath} replace />;

  const name = session?.user?.name ?? returningName;
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-sm-10 col-md-8 col-lg-6 col-xl-5">
        {name && <WelcomeBanner name={name} />}
        {flash && !signingIn && (
          <div className="alert alert-warning" role="alert">
            {flash}
          </div>
        )}
        {nextPath !== '/' && !signingIn && !flash && (
          <p className="alert alert-info py-2 small" role="status">
            Please log in to continue. You will come straight back.
          </p>
        )}
        <AuthPanel nextPath={nextPath} onSignedIn={() => setSigningIn(true)} />
        <ul className="list-inline text-center small text-body-secondary mt-4 mb-0">
          <li className="list-inline-item">Insured cars</li>
          <li className="list-inline-item" aria-hidden="true">
            ·
          </li>
          <li className="list-inline-item">24/7 support</li>
          <li className="list-inline-item" aria-hidden="true">
            ·
          </li>
          <li className="list-inline-item">Doorstep delivery</li>
        </ul>
      </div>
    </div>
  );
}
