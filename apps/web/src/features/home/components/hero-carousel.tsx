import { useState } from 'react';
import { Link } from 'react-router';
import { HERO_ADVANCE_MS } from '@rental/shared/constants';
import { useCarousel } from '@/components/carousel/use-carousel';
import { IconCheck, IconChevronLeft, IconChevronRight } from '@/components/icons';
import { IconPause, IconPlay } from '@/components/feature-icons';
import { HERO_IMAGE_SIZES, heroSrcSet } from '../hero-image';
import { HERO_SLIDE_LIST, type HeroSlide } from '../hero-slides';

/** docs/product.md#screens: the home hero, five slides that advance every 5 seconds. */
export function HeroCarousel({ slides = HERO_SLIDE_LIST }: { slides?: readonly HeroSlide[] }) {
  const carousel = useCarousel({ count: slides.length, intervalMs: HERO_ADVANCE_MS });
  const { index } = carousel;
  // A slide's picture is fetched when the slide first shows: none of them competes with the
  // first one while the page loads, and the fade hides the short wait.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!seen.has(index)) setSeen(new Set(seen).add(index));
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
                {seen.has(i) && <HeroImage name={slide.image} first={i === 0} />}
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
function HeroImage({ name, first }: { name: string; first: boolean }) {
  return (
    <img
      src={`/img/${name}-960.webp`}
      srcSet={heroSrcSet(name)}
      sizes={HERO_IMAGE_SIZES}
      width={1280}
      height={800}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding="async"
    />
  );
}
