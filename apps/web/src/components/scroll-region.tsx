import type { ReactNode, Ref } from 'react';

/**
 * A wide table's box: it scrolls sideways on a narrow screen and, focusable and named, can be
 * scrolled from the keyboard too (WCAG 2.1.1; axe's scrollable-region-focusable). Positioned, so
 * that absolutely placed content (a visually hidden header) is clipped with the rest instead of
 * widening the page.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
  ref,
}: {
  label: string;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className={`table-responsive position-relative ${className}`.trim()}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
