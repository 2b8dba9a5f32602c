import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../lib/usePageTitle';
import { HomeViewerDocument } from './HomeViewer.generated';
import { QuickReferenceLinks } from './QuickReferenceLinks';
import { useStoreBrand } from '../../lib/useStoreBrand';

/**
 * /landing/{name}: a corporate customer's landing page (docs/spec/storefront.md §2.4), where home sends its users.
 * Only the users whose landing page it is see it; anyone else goes home.
 */
export function CustomerLandingPage() {
  const { name } = useParams();
  const brand = useStoreBrand();
  const { data, loading } = useQuery(HomeViewerDocument);
  const viewer = data?.viewer;
  usePageTitle(viewer?.customerName ?? 'Welcome');
  if (loading && !data) return <Spinner />;
  if (!viewer || viewer.landingPage !== `/landing/${name}`) return <Navigate to="/404" replace />;
  return (
    <>
      <h1>Welcome, {viewer.customerName}</h1>
      <div className="grid grid-2">
        <Card title="Your Catalogs">
          <ul className="link-list">
            {viewer.catalogs.map((catalog) => (
              <li key={catalog.key}>
                <Link to={`/categories?catalog=${encodeURIComponent(catalog.key)}`}>{catalog.name}</Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Customer Quick Reference Links">
          <QuickReferenceLinks className="link-list" />
        </Card>
        <Card title="Your Contacts">
          <p>
            Customer service for {viewer.customerName}: {brand.supportPhone}, Monday to Friday, 8am to 7pm Eastern.
          </p>
          <p>
            <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </p>
        </Card>
      </div>
    </>
  );
}
