import { useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline (epoch ms), ticking every second; 0 once passed.
 * The clock starts at mount: give the caller's component a `key` of the deadline.
 */
export function useSecondsUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
