import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { TwoFactorSetup } from './two-factor-setup';

// docs/product.md#back-office: a phone cannot scan a QR code on its own screen, so the set-up
// also offers the otpauth address as a link that opens the authenticator app.

const URI = 'otpauth://totp/Hyderabad%20Self%20Drive:ravi%40example.com?secret=JBSWY3DPEHPK3PXP';

describe('TwoFactorSetup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the otpauth address as a link beside the QR code', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/admin/me/two-factor'
        ? json({ uri: URI, secret: 'JBSWY3DPEHPK3PXP' })
        : json({}),
    );
    renderAdmin(<TwoFactorSetup start={{ password: 'pw-typed-again' }} onDone={() => {}} />, {
      path: '/admin/security',
    });
    const link = await screen.findByRole('link', { name: 'Open in authenticator app' });
    expect(link).toHaveAttribute('href', URI);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  });
});
