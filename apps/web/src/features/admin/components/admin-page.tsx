import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/page-meta';
import { useAdminGuard } from '../hooks/use-admin-guard';
import { AdminNav } from './admin-nav';
import './admin.css';

interface AdminPageProps {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Frame of every signed-in admin screen: the guard, the back-office menu and the title. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  usePageMeta(title);
  const allowed = useAdminGuard();
  if (!allowed) return null;
  return (
    <div className="admin-area">
      <AdminNav />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">{title}</h1>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
