import { STATS } from '../../../components/facts';

/** spec 2: the stats strip under the hero. */
export function StatsStrip() {
  return (
    <section className="stats-strip" aria-label="Our numbers">
      <div className="container">
        <dl className="stats-strip__list">
          {STATS.map((stat) => (
            <div key={stat.label} className="stats-strip__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
