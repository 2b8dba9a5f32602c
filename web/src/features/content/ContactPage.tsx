import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { useStoreBrand } from '../../lib/useStoreBrand';
import { ContactModal } from './ContactModal';
import { ContactMapDocument } from './Content.generated';
import './contact.css';

/**
 * /contact-us: the phone line, the way to the locations, the 'Send us a Message' modal and the
 * embedded map (docs/spec/storefront.md §2.8), the map when the deployment configured one (CONTACT_MAP_URL;
 * the CSP frames that host alone).
 */
export function ContactPage() {
  const brand = useStoreBrand();
  const map = useQuery(ContactMapDocument).data?.contactMapUrl;
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Contact Us</h1>
      <div className="grid grid-2">
        <Card title="Call Us">
          <p>
            Customer service: <a href={`tel:${brand.supportPhone}`}>{brand.supportPhone}</a>
          </p>
          <p>Monday to Friday, 8am to 7pm Eastern.</p>
          <p>
            E-mail: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </p>
        </Card>
        <Card title="Send us a Message">
          <p>
            Questions about a quote, an order, an invoice or our website? Write to us and a representative will answer.
          </p>
          <Button onPress={() => setOpen(true)}>Send us a Message</Button>
        </Card>
        <Card title="Visit Us">
          <p>
            Our branches and distribution centers, with their addresses, phone numbers and maps, are on the{' '}
            <Link to="/locations">locations page</Link>.
          </p>
        </Card>
      </div>
      {map && (
        <iframe
          className="contact-map"
          title="Our location on the map"
          src={map}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      )}
      <ContactModal isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
