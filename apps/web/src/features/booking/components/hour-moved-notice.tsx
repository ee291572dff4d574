import { useEffect, useRef } from 'react';

/**
 * Says where a picked free hour moved the leg. The offer's buttons go away with the refusal, so
 * focus comes here rather than falling to the page's body.
 */
export function HourMovedNotice({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <p ref={ref} tabIndex={-1} role="status" className="alert alert-info py-2">
      {message}
    </p>
  );
}
