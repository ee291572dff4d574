// docs/product.md#configuration: the browser app's settings, fixed when it is built and read
// here only, once.

/** Where the API answers (default: the same origin's `/api`). */
export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/** A second address a request that gets no answer is retried against once, if set. */
export const API_SECONDARY_BASE: string | undefined =
  import.meta.env.VITE_API_SECONDARY || undefined;
