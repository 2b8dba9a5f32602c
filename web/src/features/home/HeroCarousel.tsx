import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useMediaQuery } from '../../lib/useHydrated';
import { CAROUSEL_INTERVAL_MS, type HeroSlide } from './brandContent';

/**
 * The home page's hero carousel (docs/spec/storefront.md §2.4): a banner per slide, advancing every 7500 ms.
 * It can be paused and stepped (WCAG 2.2.2); with reduced motion asked for it starts paused; hovering
 * or focusing it holds it still; the slide is announced only while it is not rotating.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const [index, setIndex] = useState(0);
  // Reduced motion is the browser's setting: read once the page is live (null: not chosen by a press).
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [pressed, setPaused] = useState<boolean | null>(null);
  const paused = pressed ?? reducedMotion;
  const [held, setHeld] = useState(false);
  const count = slides.length;
  useEffect(() => {
    if (paused || held || count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, held, count]);
  const slide = slides[index % count];
  if (!slide) return null;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="hero-controls">
        <Button variant="secondary" onPress={() => setPaused(!paused)}>
          {paused ? 'Play slides' : 'Pause slides'}
        </Button>
        <Button variant="secondary" aria-label="Previous slide" onPress={() => step(-1)} isDisabled={count < 2}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Button variant="secondary" aria-label="Next slide" onPress={() => step(1)} isDisabled={count < 2}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div aria-live={paused || held ? 'polite' : 'off'}>
        <div
          className="hero-slide"
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}: ${slide.title}`}
        >
          <img src={`/images/hero/${slide.image}.svg`} alt="" width="1200" height="400" />
          <div className="hero-caption">
            <h2>{slide.title}</h2>
            <p>{slide.text}</p>
            <Link to={slide.to} className="hero-link">
              Learn more<span className="visually-hidden"> about {slide.title}</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
