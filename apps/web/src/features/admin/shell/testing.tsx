import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { setAdminToken } from '@/lib/session-store';
import { RequireAdmin } from '@/lib/require-session';
import { renderRoutes } from '@/test/render-routes';
import { AdminLayout } from './components/admin-layout';
import { fakeXhrOver } from './fake-xhr';

// Component-test helpers of the admin feature: a signed-in admin, a router whose address the
// test can read, and a fetch stub that records every call.

export interface RecordedCall {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

export function stubFetch(respond: Responder) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: new URL(String(input), 'http://localhost'),
      method: init.method ?? 'GET',
      body: init.body,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhrOver(fetchMock));
  return calls;
}

interface RenderAdminOptions {
  /** The route pattern the element is mounted on. */
  path?: string;
  /** The address to start at (defaults to the path). */
  url?: string;
  signedIn?: boolean;
  /** Mount the element as the router does: behind the admin guard, in the admin layout. */
  guarded?: boolean;
}

export function renderAdmin(element: ReactNode, options: RenderAdminOptions = {}) {
  const { path = '/', url = path, signedIn = true, guarded = false } = options;
  if (signedIn) setAdminToken('admin-test-token');
  return renderRoutes(
    [
      guarded
        ? {
            element: <RequireAdmin />,
            children: [{ element: <AdminLayout />, children: [{ path, element }] }],
          }
        : { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { url, client: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  );
}
