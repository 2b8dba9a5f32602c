import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../lib/usePageTitle';

export function ContactCard() {
  return (
    <Card title="Contact Us">
      <p>Customer service is available Monday to Friday, 8am to 7pm Eastern.</p>
      <p>
        <Link to="/contact-us">Send us a message</Link> or find a <Link to="/locations">location near you</Link>.
      </p>
    </Card>
  );
}

/** The login card comes from the auth feature; the app composes the two. */
export function HomePage({ loginCard }: { loginCard: ReactNode }) {
  usePageTitle('Home');
  return (
    <>
      <h1>Welcome to Vallen</h1>
      <p>Industrial, safety and MRO supplies for business customers.</p>
      <div className="grid grid-2">
        {loginCard}
        <ContactCard />
      </div>
    </>
  );
}
