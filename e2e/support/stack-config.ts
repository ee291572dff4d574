// Ports and accounts of the end-to-end stack; tests and the stack read them from here.
export const STACK = {
  port: 3100,
  baseUrl: 'http://127.0.0.1:3100',
  smsPort: 3101,
  smsUrl: 'http://127.0.0.1:3101',
  admin: { email: 'admin@e2e.test', password: 'e2e-admin-password' },
} as const;
