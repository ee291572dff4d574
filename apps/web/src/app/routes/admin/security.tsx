import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import { useAdminMe } from '@/features/admin/shell/api/admin-me';
import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { TurnOffTwoFactor } from '@/features/admin/shell/components/turn-off-two-factor';
import { TwoFactorSetup } from '@/features/admin/shell/components/two-factor-setup';

/** docs/product.md#screens /admin/security: one's own two-factor sign-in. */
export function AdminSecurityPage() {
  const me = useAdminMe();
  const [settingUp, setSettingUp] = useState(false);
  const [finished, setFinished] = useState(false);
  const [turnedOff, setTurnedOff] = useState(false);
  return (
    <AdminPage title="Sign-in security">
      <section className="card shadow-sm admin-narrow">
        <div className="card-body">
          {settingUp ? (
            <TwoFactorSetup
              email={me.data?.email}
              onDone={() => {
                setSettingUp(false);
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
              <Button onClick={() => setSettingUp(true)} disabled={!me.data}>
                Set up two-factor sign-in
              </Button>
            </>
          )}
        </div>
      </section>
    </AdminPage>
  );
}
