import type { Compilable, CompiledQuery } from 'kysely';

/**
 * A query built and compiled once, then run again with new values. Kysely builds and compiles
 * on every call, which on a hot read (the search by dates, a subquery per car) costs about as
 * much as running it. The query is built once with unique placeholder values; each call swaps
 * them for its own wherever the compiled parameters hold them, so the SQL text stays the same
 * (and SQLite's prepared statement is reused, see database.ts).
 */
export function reusableQuery<P extends { [K in keyof P]: string }, R>(
  build: (values: P) => Compilable<R>,
  placeholders: P,
): (values: P) => CompiledQuery<R> {
  const compiled = build(placeholders).compile();
  const names = Object.keys(placeholders) as (keyof P)[];
  const slots = compiled.parameters.map((value) => names.find((n) => placeholders[n] === value));
  return (values) => ({
    ...compiled,
    parameters: compiled.parameters.map((value, i) => {
      const name = slots[i];
      return name === undefined ? value : values[name];
    }),
  });
}
