import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { useStoreBrand } from '../../lib/useStoreBrand';
import { ContactModal } from './ContactModal';

/** /contact-us: the phone line, the way to the locations, and the 'Send us a Message' modal (storefront.md §2.8). */
export function ContactPage() {
  const brand = useStoreBrand();
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
      <ContactModal isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
