/**
 * The public car list is read far more often than it changes, and answering it from memory is what
 * makes GET /cars fast. Several API processes may share one PostgreSQL
 * (docs/product.md#configuration) and a write in one process cannot clear another's memory, so an
 * entry lives at most `ttlMs` (one second): another process may show a change up to a second late,
 * which is harmless for browsing. Nothing that decides anything reads it: bookings, edits, GET
 * /cars/:id and signed-in callers go to the database. In this process every write clears it at
 * once.
 */
export class CarListCache<T> {
  private entry?: { value: T; expires: number };
  private pending?: Promise<T>;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<T> {
    if (this.entry && this.entry.expires > Date.now()) return Promise.resolve(this.entry.value);
    // One load at a time: a burst after expiry waits for the same query.
    this.pending ??= this.refresh();
    return this.pending;
  }

  invalidate(): void {
    this.generation += 1;
    this.entry = undefined;
    this.pending = undefined;
  }

  private async refresh(): Promise<T> {
    const generation = this.generation;
    try {
      const value = await this.load();
      // A write during the load may not be in it: keep it only if nothing changed meanwhile.
      if (generation === this.generation) {
        this.entry = { value, expires: Date.now() + this.ttlMs };
      }
      return value;
    } finally {
      if (generation === this.generation) this.pending = undefined;
    }
  }
}
