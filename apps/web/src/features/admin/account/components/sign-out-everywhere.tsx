import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormFailure } from '@/components/form-failure';
import { serverMessage } from '@/lib/server-message';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { useBackToSignIn } from '../hooks/use-back-to-sign-in';

/** docs/product.md#back-office: a lost phone's session ends with all the others. */
export function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  const backToSignIn = useBackToSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const start = () => {
    setFailure(null);
    signOut.mutate(undefined, {
      onSuccess: (answer) => backToSignIn(answer.message),
      onError: (error) =>
        setFailure(serverMessage(error, 'Could not sign you out. Please try again.')),
    });
  };
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="sign-out-everywhere-title">
      <div className="card-body">
        <h2 id="sign-out-everywhere-title" className="h5 mb-2">
          Sign out everywhere
        </h2>
        <p id="sign-out-everywhere-text" className="text-body-secondary">
          Ends your sessions on every phone and computer, this one too.
        </p>
        <FormFailure message={failure} />
        <Button
          variant="outline-danger"
          className="w-100"
          aria-describedby="sign-out-everywhere-text"
          disabled={signOut.isPending}
          onClick={start}
        >
          {signOut.isPending ? 'Signing out…' : 'Sign out everywhere'}
        </Button>
      </div>
    </section>
  );
}
