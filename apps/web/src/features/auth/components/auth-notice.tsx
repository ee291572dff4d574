import type { Notice } from '../hooks/auth-machine';

/** The success or failure text of the last action (docs/product.md#texts), announced to screen readers. */
export function AuthNotice({ notice }: { notice: Notice | null }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {notice && (
        <div
          className={`alert alert-${notice.variant} py-2`}
          role={notice.variant === 'danger' ? 'alert' : 'status'}
        >
          {notice.text}
        </div>
      )}
    </div>
  );
}
