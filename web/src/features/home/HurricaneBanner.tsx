import { ButtonLink, Link } from '../../ui/Link';
import { HURRICANE_DOCUMENTS, HURRICANE_QUERY, showsOrderSuppliesOnline } from './homeRules';

const searchLink = `/c?q=${encodeURIComponent(HURRICANE_QUERY)}`;

/** The hurricane-readiness banner: two PDFs, a catalogue search, and Order Supplies Online by catalogue rule. */
/** `catalogKeys` is null until the user is known (a guest has none). */
export function HurricaneBanner({ catalogKeys }: { catalogKeys: string[] | null }) {
  return (
    <section className="banner" aria-labelledby="hurricane-title">
      <h2 id="hurricane-title" className="card-title">
        Hurricane Readiness
      </h2>
      <p>Prepare your sites before the storm: generators, pumps, tarps, PPE and clean-up supplies.</p>
      <ul className="link-list">
        {HURRICANE_DOCUMENTS.map((document) => (
          <li key={document.url}>
            <a href={document.url} target="_blank" rel="noopener noreferrer">
              {document.title} (PDF)<span className="visually-hidden">, opens in a new tab</span>
            </a>
          </li>
        ))}
        <li>
          <Link to={searchLink}>Search hurricane readiness supplies</Link>
        </li>
      </ul>
      {catalogKeys && showsOrderSuppliesOnline(catalogKeys) && (
        <ButtonLink to={searchLink}>Order Supplies Online</ButtonLink>
      )}
    </section>
  );
}
