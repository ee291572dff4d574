import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@rental/shared/messages';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/api-client';
import { flashMessage } from '@/lib/flash';
import { rememberReturningName } from '@/lib/returning-visitor';
import { setUserSession } from '@/lib/session-store';
import { renderRoutes } from '@/test/render-routes';
import { LoginPage } from './login';

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { url },
  ).router;
}

const user = { _id: 'c1', name: 'Ravi Kumar', mobile: '9876543210', email: '' };

afterEach(() => sessionStorage.clear());

describe('login page', () => {
  it('sends a signed-in visitor to the home page', () => {
    setUserSession('token-1', user);
    const router = renderAt('/login');
    expect(router.location.pathname).toBe('/');
  });

  it('sends a signed-in visitor back to a page of this site only', () => {
    setUserSession('token-1', user);
    expect(renderAt('/login?next=%2Fbook%2Fcar-1').location.pathname).toBe('/book/car-1');
  });

  it('ignores a next address on another site', () => {
    setUserSession('token-1', user);
    expect(renderAt('/login?next=%2F%2Fevil.example').location.pathname).toBe('/');
  });

  it('shows the session-expired message once, with a welcome back for the known name', () => {
    flashMessage(SESSION_EXPIRED_MESSAGE);
    rememberReturningName('Ravi Kumar');
    renderAt('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
    expect(screen.getByText(MESSAGES.welcomeBack('Ravi Kumar'))).toBeInTheDocument();
    expect(sessionStorage.getItem('flashMessage')).toBeNull();
  });

  it('greets nobody by name when no name is known', () => {
    renderAt('/login');
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
  });
});
