import { useState } from 'react';
import { Link } from 'react-router';
import { HERO_ADVANCE_MS } from '@rental/shared/constants';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { IconCheck, IconChevronLeft, IconChevronRight } from '../../../components/icons';
import { IconPause, IconPlay } from '../../../components/feature-icons';
import { HERO_IMAGE_WIDTHS, HERO_SLIDE_LIST, type HeroSlide } from '../hero-slides';

/** spec 2: the home hero, five slides that advance every 5 seconds. */
export function HeroCarousel({ slides = HERO_SLIDE_LIST }: { slides?: readonly HeroSlide[] }) {
  const carousel = useCarousel({ count: slides.length, intervalMs: HERO_ADVANCE_MS });
  const { index } = carousel;
  // Other slides' pictures wait until the first one is in, so they never compete with it; then a
  // slide's picture is fetched when it is next in line.
  const [firstLoaded, setFirstLoaded] = useState(false);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!seen.has(index)) setSeen(new Set(seen).add(index));
  const showImage = (i: number) =>
    i === 0 || (firstLoaded && (seen.has(i) || i === (index + 1) % slides.length));
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Highlights"
      {...carousel.containerProps}
    >
      <div className="hero__slides" aria-live={carousel.autoplay ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.cta}
            className={`hero__slide${i === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <div className="container hero__grid">
              <div className="hero__copy">
                <span className="hero__badge">{slide.badge}</span>
                <h2 className="hero__title">{slide.title}</h2>
                <p className="hero__text">{slide.text}</p>
                <ul className="hero__chips">
                  {slide.chips.map((chip) => (
                    <li key={chip}>
                      <IconCheck /> {chip}
                    </li>
                  ))}
                </ul>
                <Link to={slide.to} className="btn btn-warning btn-lg">
                  {slide.cta}
                </Link>
              </div>
              <div className="hero__art">
                {showImage(i) && (
                  <HeroImage
                    name={slide.image}
                    first={i === 0}
                    onLoad={i === 0 ? () => setFirstLoaded(true) : undefined}
                  />
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="container hero__controls">
        <button type="button" className="hero__arrow" onClick={carousel.previous}>
          <IconChevronLeft />
          <span className="visually-hidden">Previous slide</span>
        </button>
        <div className="hero__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.cta}
              type="button"
              className={`hero__dot${i === index ? ' is-active' : ''}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => carousel.goTo(i)}
            >
              <span className="visually-hidden">Show slide {i + 1}</span>
            </button>
          ))}
        </div>
        <button type="button" className="hero__arrow" onClick={carousel.next}>
          <IconChevronRight />
          <span className="visually-hidden">Next slide</span>
        </button>
        {carousel.canAutoplay && (
          <button type="button" className="hero__arrow" onClick={carousel.toggleStopped}>
            {carousel.stopped ? <IconPlay /> : <IconPause />}
            <span className="visually-hidden">
              {carousel.stopped ? 'Start the slideshow' : 'Pause the slideshow'}
            </span>
          </button>
        )}
      </div>
    </section>
  );
}

/** The first slide's picture is what the visitor sees first: fetched at once, at high priority. */
function HeroImage({ name, first, onLoad }: { name: string; first: boolean; onLoad?: () => void }) {
  const srcSet = HERO_IMAGE_WIDTHS.map((w) => `/img/${name}-${w}.webp ${w}w`).join(', ');
  return (
    <img
      src={`/img/${name}-960.webp`}
      srcSet={srcSet}
      sizes="(min-width: 1400px) 636px, (min-width: 992px) 46vw, calc(100vw - 1.5rem)"
      width={1280}
      height={800}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
      onLoad={onLoad}
      onError={onLoad}
    />
  );
}
