import { Link } from '../../ui/Link';
import { QUICK_REFERENCE_LINKS } from './homeRules';

/** The Customer Quick Reference Links as a list (home page and customer landing page). */
export function QuickReferenceLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {QUICK_REFERENCE_LINKS.map((link) => (
        <li key={link.label}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
