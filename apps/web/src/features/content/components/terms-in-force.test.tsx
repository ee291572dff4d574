import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TermsVersion } from '@rental/shared/agreement';
import { TermsInForce } from './terms-in-force';

// docs/product.md#rental-agreement: the Terms page shows the rental terms as the owner last saved
// them, with their version.

afterEach(() => vi.unstubAllGlobals());

function renderTerms(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TermsInForce />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('TermsInForce', () => {
  it('shows the version in force and its text', async () => {
    const terms: TermsVersion = {
      version: 4,
      sha256: 'a'.repeat(64),
      text: '1. Drive carefully.\n2. Pets travel only in a carrier.',
      publishedAt: '2026-11-20T06:30:00Z',
    };
    const fetchMock = renderTerms(new Response(JSON.stringify(terms), { status: 200 }));
    expect(
      await screen.findByText(/This is version 4, in force since 20 November 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText(/2\. Pets travel only in a carrier\./)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/terms', expect.anything());
  });

  it('says so when the terms cannot be loaded', async () => {
    renderTerms(new Response('{}', { status: 500 }));
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  });
});
