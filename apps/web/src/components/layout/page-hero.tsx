export interface PageHeroContent {
  eyebrow: string;
  title: string;
  text: string;
}

/** The dark band at the top of a content screen, with its h1. */
export function PageHero({
  eyebrow,
  title,
  text,
  compact = false,
}: PageHeroContent & { compact?: boolean }) {
  return (
    <section className={`page-hero${compact ? ' page-hero--compact' : ''}`}>
      <div className="container">
        <span className="eyebrow">{eyebrow}</span>
        <h1>{title}</h1>
        <p>{text}</p>
      </div>
    </section>
  );
}
