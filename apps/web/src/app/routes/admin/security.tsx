import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import { useAdminMe } from '@/features/admin/shell/api/admin-me';
import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { OwnSetupStart } from '@/features/admin/shell/components/own-setup-start';
import { TurnOffTwoFactor } from '@/features/admin/shell/components/turn-off-two-factor';
import { TwoFactorSetup } from '@/features/admin/shell/components/two-factor-setup';

/** docs/product.md#screens /admin/security: one's own two-factor sign-in. */
export function AdminSecurityPage() {
  const me = useAdminMe();
  // The password typed again starts the set-up (docs/product.md#back-office).
  const [password, setPassword] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const [turnedOff, setTurnedOff] = useState(false);
  return (
    <AdminPage title="Sign-in security">
      <section className="card shadow-sm admin-narrow">
        <div className="card-body">
          {password !== null ? (
            <TwoFactorSetup
              start={{ password }}
              email={me.data?.email}
              onCancel={() => setPassword(null)}
              onDone={() => {
                setPassword(null);
                setFinished(true);
                setTurnedOff(false);
              }}
            />
          ) : me.data?.twoFactor ? (
            <>
              <h2 className="h5">Two-factor sign-in is on</h2>
              <div aria-live="polite">
                {finished && <Alert variant="success">Two-factor sign-in is now on.</Alert>}
              </div>
              <p className="mb-0">
                Each sign-in asks for the code your authenticator app shows, or one of your recovery
                codes.
              </p>
              <TurnOffTwoFactor
                onDone={() => {
                  setFinished(false);
                  setTurnedOff(true);
                }}
              />
            </>
          ) : (
            <>
              <h2 className="h5">Two-factor sign-in is off</h2>
              <div aria-live="polite">
                {turnedOff && <Alert variant="success">{STAFF_MESSAGES.turnedOff}</Alert>}
              </div>
              <p>
                With it on, signing in also needs a code from an app on your phone, so a stolen
                password alone does not open the back office.
                {me.data?.requireTwoFactor && ' The owner requires it.'}
              </p>
              <OwnSetupStart disabled={!me.data} onStart={setPassword} />
            </>
          )}
        </div>
      </section>
    </AdminPage>
  );
}
