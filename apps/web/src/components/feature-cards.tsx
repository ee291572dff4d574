import type { ComponentType } from 'react';

export interface Feature {
  icon: ComponentType;
  title: string;
  text: string;
}

interface FeatureCardsProps {
  features: readonly Feature[];
  /** Column classes of one card. */
  itemClassName: string;
  /** The icon above a larger title; else beside a compact text. */
  stacked?: boolean;
}

/** Cards of an icon, a title and a line of text: the services on Home, the values on About. */
export function FeatureCards({ features, itemClassName, stacked = false }: FeatureCardsProps) {
  return (
    <ul className="row g-3 g-lg-4 list-unstyled mb-0">
      {features.map((feature) => (
        <li key={feature.title} className={itemClassName}>
          <div className={stacked ? 'feature-card flex-column h-100' : 'feature-card h-100'}>
            <span className="icon-tile">
              <feature.icon />
            </span>
            <div>
              <h3 className={stacked ? 'h5' : 'h6 mb-1'}>{feature.title}</h3>
              <p className={`mb-0 text-body-secondary${stacked ? '' : ' small'}`}>{feature.text}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
