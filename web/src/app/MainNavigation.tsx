import { NavLink } from 'react-router';
import { useStoreBrand } from '../lib/useStoreBrand';
import { CategoriesMenu } from './CategoriesMenu';
import type { NavigationEntry } from './mainNavigation';

/** The main navigation bar's entries (docs/spec/storefront.md §2.3): Categories, the entries of the rules table, the support phone. */
export function MainNavigationLinks({ entries, onNavigate }: { entries: NavigationEntry[]; onNavigate: () => void }) {
  const brand = useStoreBrand();
  return (
    <ul className="main-nav-links">
      <li>
        <CategoriesMenu />
      </li>
      {entries.map((entry) => (
        <li key={entry.key}>
          <NavLink to={entry.to} onClick={onNavigate}>
            {entry.label}
          </NavLink>
        </li>
      ))}
      <li className="main-nav-phone">
        <a href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`}>
          <span className="main-nav-phone-label">Support </span>
          {brand.supportPhone}
        </a>
      </li>
    </ul>
  );
}
