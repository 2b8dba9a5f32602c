// The privacy, return and shipping texts, for their pages (level 2 headings) and the cart's modals
// (level 3, under the dialog's title).
import { DELIVERY_ESTIMATES, ORDER_CUTOFF } from '@mro/rules/delivery';
import { SimpleTable } from '../../ui/Table';
import { Link } from '../../ui/Link';
import { useStoreBrand } from '../useStoreBrand';
import { RETURNS } from './policyFacts';

type Level = { headingLevel: 2 | 3 };

export function PrivacyPolicyText({ headingLevel }: Level) {
  const brand = useStoreBrand();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <H>What we collect</H>
      <p>
        Your name, business contact details, the customer account you buy for, your orders, and how you use this site.
      </p>
      <H>How we use it</H>
      <p>
        To process and deliver your orders, to price products for your company, to answer your questions, and to improve
        the site.
      </p>
      <H>Who we share it with</H>
      <p>
        Carriers and service providers who help us fulfil your orders, under contract. We do not sell personal
        information.
      </p>
      <H>Your choices</H>
      <p>
        Ask us to see, correct or delete your information at{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </>
  );
}

export function ReturnPolicyText() {
  return (
    <>
      <ul>
        <li>
          Standard items in their original packaging may be returned within {RETURNS.returnDays} days of shipment.
        </li>
        <li>
          Every return must be authorised: request a return authorization (RMA) within {RETURNS.rmaDays} days of
          receipt.
        </li>
        <li>
          Credit requests for invoicing or freight errors must reach us within {RETURNS.creditRequestDays} days of the
          invoice.
        </li>
        <li>Returns sent without an RMA cannot be credited.</li>
      </ul>
      <p>
        To request an RMA, <Link to="/contact-us">contact us</Link> with your order number.
      </p>
    </>
  );
}

export function ShippingInformationText({ headingLevel }: Level) {
  const brand = useStoreBrand();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <H>Preferred carrier</H>
      <p>
        Parcels ship by our preferred ground carrier unless you choose another carrier at checkout; heavy orders ship by
        freight.
      </p>
      <H>Delivery estimates</H>
      <p>Order before {ORDER_CUTOFF[brand.key]} for the estimates below.</p>
      <SimpleTable caption="Delivery estimates">
        <thead>
          <tr>
            <th scope="col">Order placed on</th>
            <th scope="col">Estimated delivery</th>
          </tr>
        </thead>
        <tbody>
          {DELIVERY_ESTIMATES.map(([ordered, delivered]) => (
            <tr key={ordered}>
              <td>{ordered}</td>
              <td>{delivered}</td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </>
  );
}
