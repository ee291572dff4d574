// The first name of the customer whose session just ended in this tab, so /login can greet them
// ("Welcome back, {name}!") after an expired token. Tab-scoped: closing the tab forgets it.
const KEY = 'returningName';

export function rememberReturningName(name: string | null | undefined): void {
  if (!name) return;
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Storage refused: the greeting is simply not shown.
  }
}

export function readReturningName(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
