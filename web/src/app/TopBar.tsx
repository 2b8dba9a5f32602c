import { NavLink } from 'react-router';
import { EXTERNAL_LINKS } from '../lib/externalLinks';
import { useStoreBrand } from '../lib/useStoreBrand';
import type { TopBarEntries } from './mainNavigation';

/**
 * The top bar's site links (docs/spec/storefront.md §2.3): Contact Us, Services & Solutions, Careers, About,
 * Support, the CSR e-mail and, for punch-out users with the quote report, Review Quotes. The account
 * links sit in the header's account menu. Shown above the header from 760 px, inside the menu below.
 */
export function TopBarLinks({ entries, inMenu = false }: { entries: TopBarEntries; inMenu?: boolean }) {
  const brand = useStoreBrand();
  return (
    <ul className="top-bar-links">
      <li>
        <NavLink to="/contact-us">Contact Us</NavLink>
      </li>
      <li>
        <NavLink to="/w/servicesandsolutions">Services &amp; Solutions</NavLink>
      </li>
      <li>
        <a href={EXTERNAL_LINKS.careers} target="_blank" rel="noopener noreferrer">
          Careers<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <NavLink to={brand.key === 'RV' ? '/about' : '/w/aboutus'}>About</NavLink>
      </li>
      <li>
        <NavLink to="/support">Support</NavLink>
      </li>
      {entries.csrEmail && (
        <li>
          <a href={`mailto:${entries.csrEmail}`}>
            <span className="visually-hidden">E-mail your customer service representative, </span>
            {entries.csrEmail}
          </a>
        </li>
      )}
      {/* The phone header row has room for Log In only; Register moves into the menu. */}
      {inMenu && entries.register && (
        <li>
          <NavLink to="/create-account">Register</NavLink>
        </li>
      )}
      {entries.reviewQuotes && (
        <li>
          <NavLink to="/my-account/reviewquotes">Review Quotes</NavLink>
        </li>
      )}
    </ul>
  );
}
