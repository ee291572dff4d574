// Zod compiles object schemas with `new Function` unless told not to. The site's
// Content-Security-Policy forbids eval (docs/product.md#security), so each try is blocked and
// reported as a violation before Zod falls back. Zod reads this global settings object when it
// loads; setting it here, before any schema chunk is fetched, keeps Zod out of the first load.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;
