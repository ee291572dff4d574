import type { ReactNode } from 'react';

export interface ContentSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface ContentPageProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  updated?: string;
  sections: readonly ContentSection[];
  aside?: ReactNode;
}

/** A long text page (terms, privacy): a hero, a table of contents and numbered sections. */
export function ContentPage({ eyebrow, title, intro, updated, sections, aside }: ContentPageProps) {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">{eyebrow}</span>
          <h1>{title}</h1>
          <p>{intro}</p>
          {updated && <p className="page-hero__meta">Last updated: {updated}</p>}
        </div>
      </section>
      <div className="container section">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-4 col-xl-3">
            <nav className="toc" aria-labelledby="toc-title">
              <h2 id="toc-title" className="toc__title">
                On this page
              </h2>
              <ol className="toc__list">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
            {aside}
          </div>
          <div className="col-12 col-lg-8 col-xl-9">
            <div className="prose">
              {sections.map((section, i) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                  <h2 id={`${section.id}-title`}>
                    <span className="prose__number">{i + 1}.</span> {section.title}
                  </h2>
                  {section.body}
                </section>
              ))}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
