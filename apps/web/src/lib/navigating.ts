import { createContext, useContext } from 'react';

/**
 * Whether a navigation is under way: the address has changed and the next screen is still
 * rendering or its code still loading, while the screen on show stays (app/browser-router.tsx).
 */
export const NavigatingContext = createContext(false);

export function useNavigating(): boolean {
  return useContext(NavigatingContext);
}
