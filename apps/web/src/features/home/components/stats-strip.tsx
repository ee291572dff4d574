import { StatList } from '@/components/stat-list';

/** docs/product.md#screens: the stats strip under the hero. */
export function StatsStrip() {
  return (
    <section className="stats-strip" aria-label="Our numbers">
      <div className="container">
        <StatList className="stats-strip__list" itemClassName="stats-strip__item" />
      </div>
    </section>
  );
}
