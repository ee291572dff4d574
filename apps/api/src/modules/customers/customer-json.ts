import type { Customer } from '@rental/shared/customers';
import type { CustomerRow } from './customers.repository';

// A stored customer as the API speaks it: never the password hash.

export function toCustomer(row: CustomerRow): Customer {
  return {
    _id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    createdAt: row.created_at,
  };
}
