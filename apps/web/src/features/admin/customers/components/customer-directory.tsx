import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { CUSTOMERS_PAGE_SIZE } from '@rental/shared/customer-directory';
import { ListRange } from '@/features/admin/shell/components/list-range';
import { PagedRows } from '@/features/admin/shell/components/paged-rows';
import { SearchBox } from '@/features/admin/shell/components/search-box';
import { useCustomers } from '../api/get-customers';
import { useCustomerListParams } from '../hooks/use-customer-list-params';
import { CustomerList } from './customer-list';

/**
 * docs/product.md#customers: the renters, searched by the beginning of a name or a mobile, one
 * server page at a time (quick with 100,000 renters).
 */
export function CustomerDirectory() {
  const [params, update] = useCustomerListParams();
  const list = useCustomers(params.q, params.page);
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
  const outOfRange = list.isSuccess && !list.isPlaceholderData && params.page > pageCount;
  useEffect(() => {
    // A page past the end (an old link): go to the last one.
    if (outOfRange) update({ page: pageCount });
  }, [outOfRange, pageCount, update]);

  const customers = list.data?.customers ?? [];

  return (
    <>
      <div className="row mb-3">
        <div className="col-12 col-md-8 col-lg-6">
          <SearchBox
            id="customer-search"
            label="Search by name or mobile"
            placeholder="e.g. Asha or 98765"
            value={params.q}
            onSearch={(q) => update({ q })}
          />
          <div className="form-text">Finds renters whose name or mobile starts with it.</div>
        </div>
      </div>
      <ListRange
        page={params.page}
        pageSize={CUSTOMERS_PAGE_SIZE}
        shown={customers.length}
        total={total}
        noun="renters"
        loaded={list.isSuccess}
        fetching={list.isFetching}
      />
      {list.isError && (
        <Alert variant="danger">Could not load renters. Please reload the page.</Alert>
      )}
      {list.isSuccess && customers.length === 0 && !outOfRange && (
        <p className="text-center text-body-secondary border rounded-3 py-5 bg-body">
          {params.q ? `No renters found for “${params.q}”.` : 'No renters yet.'}
        </p>
      )}
      <PagedRows
        empty={customers.length === 0}
        placeholder={list.isPlaceholderData}
        fetching={list.isFetching}
        label="Renters pages"
        page={params.page}
        pageCount={pageCount}
        onPage={(page) => update({ page })}
      >
        <CustomerList customers={customers} />
      </PagedRows>
    </>
  );
}
