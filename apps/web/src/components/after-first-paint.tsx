import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children just after the first paint, as a transition React can split into short
 * tasks, so a long screen's first render is only what the visitor sees first (its largest paint)
 * and the main thread stays free for input. The placeholder holds the place meanwhile.
 */
export function AfterFirstPaint({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : placeholder;
}
