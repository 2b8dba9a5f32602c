import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { EXTERNAL_LINKS } from '../../lib/externalLinks';
import { usePageTitle } from '../../lib/usePageTitle';
import { BRAND_CONTENT, partnerLogo } from './brandContent';
import { HeroCarousel } from './HeroCarousel';
import './home.css';
import { HomeViewerDocument } from './HomeViewer.generated';
import { HurricaneBanner } from './HurricaneBanner';
import { QuickReferenceLinks } from './QuickReferenceLinks';
import { useStoreBrand } from '../../lib/useStoreBrand';

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

/** The login card comes from the auth feature; the app composes the two. Cards and logos differ per brand. */
export function HomePage({ loginCard }: { loginCard: ReactNode }) {
  const brand = useStoreBrand();
  const content = BRAND_CONTENT[brand.key];
  const { data } = useQuery(HomeViewerDocument);
  const viewer = data?.viewer ?? null;
  usePageTitle('Home');
  // A user whose company has its own landing page is sent to it (docs/spec/storefront.md §2.1).
  if (viewer?.landingPage) return <Navigate to={viewer.landingPage} replace />;
  return (
    <>
      <h1>Welcome to {brand.name}</h1>
      <p>{content.tagline}</p>
      <HeroCarousel slides={content.slides} />
      <HurricaneBanner catalogKeys={data ? (viewer?.catalogs.map((c) => c.key) ?? []) : null} />
      <div className="grid grid-2">
        {loginCard}
        <ContactCard />
        <Card title="Industries">
          <ul>
            {content.industries.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </Card>
        <Card title="Customer Quick Reference Links">
          {!viewer && <p className="muted">Log in to use these links.</p>}
          <QuickReferenceLinks />
        </Card>
        <Card title="Solutions">
          <ul>
            <li>
              <Link to="/w/integrated-solutions">Integrated Solutions</Link>
            </li>
            <li>
              <Link to="/w/safetyservices">Safety Services</Link>
            </li>
            <li>
              <Link to="/w/dispensing-solutions">Dispensing Solutions</Link>
            </li>
          </ul>
        </Card>
        <Card title="Quick Reference Documents">
          <ul>
            <li>
              <Link to="/w9-downloads">W-9 Downloads</Link>
            </li>
            <li>
              <Link to="/resale-exemption-certificates">Resale Exemption Certificates</Link>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.creditApplication} target="_blank" rel="noopener noreferrer">
                Credit Application (PDF)<span className="visually-hidden">, opens in a new tab</span>
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.qualityCertificate} target="_blank" rel="noopener noreferrer">
                Quality Certificate (PDF)<span className="visually-hidden">, opens in a new tab</span>
              </a>
            </li>
          </ul>
        </Card>
        <Card title="Flexible Procurement Solutions">
          <ul>
            <li>
              <Link to="/w/eprocurement">eProcurement</Link>
            </li>
            <li>
              <Link to="/w/web-features">Web Features</Link>
            </li>
            <li>
              <Link to="/w/mrop">MROP</Link>
            </li>
          </ul>
        </Card>
      </div>
      <section aria-labelledby="partners-title">
        <h2 id="partners-title">Our partners</h2>
        <ul className="partner-logos">
          {content.partners.map((p) => (
            <li key={p}>
              <img src={partnerLogo(p)} alt={p} width="320" height="120" loading="lazy" />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
