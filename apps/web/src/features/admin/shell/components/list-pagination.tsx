import Pagination from 'react-bootstrap/Pagination';
import { pageWindow } from '../lib/page-window';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the pages are of, for the navigation's name: "Bookings pages". */
  label: string;
}

/** The page buttons under a server-paged admin list. */
export function ListPagination({ page, pageCount, onPage, label }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination className="flex-wrap justify-content-center mb-0">
        <Pagination.Prev as="button" disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageWindow(page, pageCount).map((p, index) =>
          p === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${index}`} disabled />
          ) : (
            <Pagination.Item
              key={p}
              as="button"
              active={p === page}
              aria-current={p === page ? 'page' : undefined}
              activeLabel=""
              aria-label={`Page ${p}`}
              onClick={() => onPage(p)}
            >
              {p}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next
          as="button"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        />
      </Pagination>
    </nav>
  );
}
