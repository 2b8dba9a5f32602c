import { NavLink } from 'react-router';
import { PolicyModalButton } from '../lib/policies/PolicyModal';
import { EXTERNAL_LINKS, SOCIAL_LINKS } from '../lib/externalLinks';
import { useStoreBrand } from '../lib/useStoreBrand';
import { NewsletterSignUp } from '../features/content';
import { CardIcons } from './CardIcons';
import { useShellContext } from './useShellContext';
import './footer.css';

export function Footer() {
  const { viewer, loading } = useShellContext();
  const brand = useStoreBrand();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div>
          <h2 className="card-title">About Us</h2>
          <p>
            {brand.key === 'RV'
              ? 'RV Supply by Vallen serves recreational-vehicle and manufactured-housing builders.'
              : 'Vallen supplies industrial, safety and MRO products to business customers.'}
          </p>
        </div>
        <div>
          <h2 className="card-title">Resources</h2>
          <ul>
            <li>
              <a href={EXTERNAL_LINKS.sdsSearch} target="_blank" rel="noopener noreferrer">
                SDS Search<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <NavLink to="/locations">Locations</NavLink>
            </li>
            <li>
              <NavLink to="/resale-exemption-certificates">Resale Exemption Certificates</NavLink>
            </li>
            <li>
              <NavLink to="/w9-downloads">W-9 Downloads</NavLink>
            </li>
            <li>
              <NavLink to="/resources/supplier-routing-guide">Supplier Routing Guide</NavLink>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="card-title">Customer Service</h2>
          <ul>
            <li>
              <NavLink to="/support">Support / Feedback</NavLink>
            </li>
            <li>
              <NavLink to="/shipping-information">Shipping Information</NavLink>
            </li>
            <li>
              <NavLink to="/return-policy">Return Policy</NavLink>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="card-title">Company</h2>
          <p>Monday to Friday, 8am to 7pm Eastern.</p>
          <p>
            <a className="link" href={`mailto:${brand.supportEmail}`}>
              {brand.supportEmail}
            </a>
          </p>
          <p>
            <NavLink to="/privacy-policy">Privacy Policy</NavLink> · <PolicyModalButton policy="terms" />
          </p>
          {brand.key === 'DEFAULT' && (
            <ul className="social-links" aria-label="Social media">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {/* The newsletter sign-up is for guests (docs/spec/storefront.md §7, list 75798). */}
          {!viewer && !loading && <NewsletterSignUp />}
          {/* Card icons unless card payment is disabled for the user (docs/spec/storefront.md §2.3). */}
          {!viewer?.cardPaymentDisabled && <CardIcons />}
          <p>
            © {new Date().getFullYear()} {brand.name}
          </p>
        </div>
      </div>
    </footer>
  );
}
