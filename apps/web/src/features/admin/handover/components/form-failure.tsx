import { useEffect, useRef } from 'react';

/** The server's refusal at the top of a form, focused so it is read out and seen. */
export function FormFailure({ message }: { message: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) box.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={box} tabIndex={-1} className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}
