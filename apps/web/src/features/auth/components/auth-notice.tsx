import { useEffect, useRef } from 'react';
import type { Notice } from '../hooks/auth-machine';

/**
 * The success or failure text of the last action (docs/product.md#texts), announced to screen readers. With
 * `focus`, the text takes focus as it shows: the form it answers is locked or replaced, so focus
 * would otherwise drop to the page.
 */
export function AuthNotice({ notice, focus = false }: { notice: Notice | null; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus && notice) ref.current?.focus();
  }, [focus, notice]);
  return (
    <div aria-live="polite" aria-atomic="true">
      {notice && (
        <div
          ref={ref}
          tabIndex={-1}
          className={`alert alert-${notice.variant} py-2 auth-notice`}
          role={notice.variant === 'danger' ? 'alert' : 'status'}
        >
          {notice.text}
        </div>
      )}
    </div>
  );
}
