import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../lib/usePageTitle';
import { BRAND_CONTENT, CAROUSEL_INTERVAL_MS } from './brandContent';
import { useStoreBrand } from './useStoreBrand';

export function ContactCard() {
  const brand = useStoreBrand();
  return (
    <Card title="Contact Us">
      <p>Customer service is available Monday to Friday, 8am to 7pm Eastern, at {brand.supportPhone}.</p>
      <p>
        <Link to="/contact-us">Send us a message</Link> or find a <Link to="/locations">location near you</Link>.
      </p>
    </Card>
  );
}

/** Hero carousel: advances every 7500 ms; it can be paused (WCAG 2.2.2). */
function Carousel({ slides }: { slides: { title: string; text: string }[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, slides.length]);
  const slide = slides[index % slides.length]!;
  return (
    <section className="card hero" aria-roledescription="carousel" aria-label="Highlights">
      <div aria-live={paused ? 'polite' : 'off'}>
        <h2 className="card-title">{slide.title}</h2>
        <p>{slide.text}</p>
      </div>
      <div className="form-actions">
        <Button variant="secondary" onPress={() => setPaused((p) => !p)}>{paused ? 'Play slides' : 'Pause slides'}</Button>
        <span className="muted">Slide {index + 1} of {slides.length}</span>
      </div>
    </section>
  );
}

/** The login card comes from the auth feature; the app composes the two. Cards and logos differ per brand. */
export function HomePage({ loginCard }: { loginCard: ReactNode }) {
  const brand = useStoreBrand();
  const content = BRAND_CONTENT[brand.key];
  usePageTitle('Home');
  return (
    <>
      <h1>Welcome to {brand.name}</h1>
      <p>{content.tagline}</p>
      <Carousel slides={content.slides} />
      <div className="grid grid-2">
        {loginCard}
        <ContactCard />
        <Card title="Industries">
          <ul>{content.industries.map((i) => <li key={i}>{i}</li>)}</ul>
        </Card>
        <Card title="Customer Quick Reference Links">
          <p className="muted">Log in to use these links.</p>
          <ul>
            <li><Link to="/my-account/orders">Order history</Link></li>
            <li><Link to="/my-account">My account</Link></li>
          </ul>
        </Card>
      </div>
      <section aria-labelledby="partners-title">
        <h2 id="partners-title">Our partners</h2>
        <ul className="partner-logos">{content.partners.map((p) => <li key={p}>{p}</li>)}</ul>
      </section>
    </>
  );
}
