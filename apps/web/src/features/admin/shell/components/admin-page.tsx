import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/page-meta';

interface AdminPageProps {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin screen inside the admin layout: its title (page and heading) and content. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  usePageMeta(title);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">{title}</h1>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </>
  );
}
