import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@rental/shared/constants';

// docs/product.md#accounts: the navigation bar and footer follow sign-in and sign-out at once, also from
// another tab, through a subscription to storage changes (storage events + in-tab notices).

export interface StoredUser {
  _id: string;
  name: string;
  mobile: string;
  email: string;
}

export interface UserSession {
  token: string;
  user: StoredUser | null;
}

const listeners = new Set<() => void>();
const KEYS: string[] = Object.values(STORAGE_KEYS);

function notify(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || KEYS.includes(event.key)) notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the session then lasts for this page only.
  }
}

let cachedRaw: [string | null, string | null] = [null, null];
let cachedSession: UserSession | null = null;

export function getUserSession(): UserSession | null {
  const token = read(STORAGE_KEYS.userToken);
  const data = read(STORAGE_KEYS.userData);
  // useSyncExternalStore needs the same object while nothing changed.
  if (token === cachedRaw[0] && data === cachedRaw[1]) return cachedSession;
  cachedRaw = [token, data];
  cachedSession = token ? { token, user: parseUser(data) } : null;
  return cachedSession;
}

function parseUser(data: string | null): StoredUser | null {
  if (!data) return null;
  try {
    const value: unknown = JSON.parse(data);
    const u = value as Partial<StoredUser> | null;
    if (typeof u?._id !== 'string' || typeof u.name !== 'string' || typeof u.mobile !== 'string') {
      throw new Error('missing fields');
    }
    return {
      _id: u._id,
      name: u.name,
      mobile: u.mobile,
      email: typeof u.email === 'string' ? u.email : '',
    };
  } catch (error) {
    // docs/product.md#texts: invalid stored user data is logged and ignored.
    console.warn('Ignoring invalid stored user data', error);
    return null;
  }
}

/** Set by the Logout button: its own way home follows, so no guard needs to send anyone away. */
let loggedOutHere = false;

export function loggedOutOnPurpose(): boolean {
  return loggedOutHere;
}

export function setUserSession(token: string, user: StoredUser): void {
  loggedOutHere = false;
  write(STORAGE_KEYS.userToken, token);
  write(STORAGE_KEYS.userData, JSON.stringify(user));
  notify();
}

export function updateStoredUser(user: StoredUser): void {
  write(STORAGE_KEYS.userData, JSON.stringify(user));
  notify();
}

export function clearUserSession(options: { loggingOut?: boolean } = {}): void {
  loggedOutHere = options.loggingOut ?? false;
  write(STORAGE_KEYS.userToken, null);
  write(STORAGE_KEYS.userData, null);
  notify();
}

export function getAdminToken(): string | null {
  return read(STORAGE_KEYS.adminToken);
}

export function setAdminToken(token: string): void {
  write(STORAGE_KEYS.adminToken, token);
  notify();
}

export function clearAdminToken(): void {
  write(STORAGE_KEYS.adminToken, null);
  notify();
}

export function useUserSession(): UserSession | null {
  return useSyncExternalStore(subscribe, getUserSession, () => null);
}

export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, getAdminToken, () => null);
}
