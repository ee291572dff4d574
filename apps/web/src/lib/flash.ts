// A one-time message carried to the next screen (e.g. "session expired" on the login page).
const KEY = 'flashMessage';

export function flashMessage(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused: the message is simply not shown.
  }
}

export function takeFlashMessage(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
