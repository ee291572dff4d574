import { STATS } from './facts';

/** The fleet and customer numbers as a description list, styled by the screen showing them. */
export function StatList({
  className,
  itemClassName,
}: {
  className: string;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {STATS.map((stat) => (
        <div key={stat.label} className={itemClassName}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
