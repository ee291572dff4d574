// Where to go after signing in when a guard sent the visitor to /login. Only paths of this site
// are accepted, so a crafted link cannot bounce a fresh sign-in to another origin.

const BASE = 'https://site.invalid';

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login with the page to return to. */
export function loginPathFor(next: string): string {
  const safe = safeNextPath(next);
  return safe && safe !== '/' ? `/login?next=${encodeURIComponent(safe)}` : '/login';
}
