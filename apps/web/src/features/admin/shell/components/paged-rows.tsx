import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination';

interface PagedRowsProps {
  /** The rows; nothing is drawn for an empty page. */
  children: ReactNode;
  empty: boolean;
  /** The previous page's rows shown while the next one loads: they fade. */
  placeholder: boolean;
  fetching: boolean;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the pages are of, for the navigation's name: "Bookings pages". */
  label: string;
}

/** A server-paged admin list's rows and its page buttons; a new page starts at the top. */
export function PagedRows({ children, empty, placeholder, fetching, ...pages }: PagedRowsProps) {
  return (
    <>
      {!empty && (
        <div style={{ opacity: placeholder ? 0.6 : 1 }} aria-busy={fetching}>
          {children}
        </div>
      )}
      <div className="mt-3">
        <ListPagination
          {...pages}
          onPage={(page) => {
            pages.onPage(page);
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    </>
  );
}
