import Form from 'react-bootstrap/Form';
import { serverMessage } from '@/lib/server-message';
import { useSetTwoFactorPolicy, useTwoFactorPolicy } from '../api/staff';

/** The owner's switch: every admin must sign in with a code from their phone. */
export function TwoFactorPolicy() {
  const policy = useTwoFactorPolicy();
  const change = useSetTwoFactorPolicy();
  const on = change.isPending ? change.variables.requireTwoFactor : !!policy.data?.requireTwoFactor;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="policy-title">
      <div className="card-body">
        <h2 id="policy-title" className="h5 mb-2">
          Two-factor sign-in
        </h2>
        <Form.Check
          type="switch"
          id="require-two-factor"
          label="Require two-factor sign-in for everyone"
          checked={on}
          disabled={policy.isPending || change.isPending}
          onChange={(e) => change.mutate({ requireTwoFactor: e.target.checked })}
          aria-describedby="require-two-factor-hint"
        />
        <p id="require-two-factor-hint" className="form-text mb-0">
          Set it up for your own account first. Turning it on signs out everyone else who has not
          set it up; send each of them a new link, from which they set it up.
        </p>
        <div aria-live="polite">
          {change.isError && (
            <p className="text-danger small mb-0 mt-2">
              {serverMessage(change.error, 'Could not change the setting.')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
