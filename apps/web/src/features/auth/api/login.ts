import { useMutation } from '@tanstack/react-query';
import type { CustomerLoginInput, CustomerSession } from '@rental/shared/customers';
import { apiRequest } from '@/lib/api-client';
import { setUserSession } from '@/lib/session-store';

/** POST /users/login: mobile and password. */
export function login(input: CustomerLoginInput): Promise<CustomerSession> {
  return apiRequest<CustomerSession>('/users/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** docs/product.md#accounts: the token and customer data go to local storage; the nav bar follows at once. */
export function storeSession({ token, user }: CustomerSession): void {
  setUserSession(token, { _id: user._id, name: user.name, mobile: user.mobile, email: user.email });
}
