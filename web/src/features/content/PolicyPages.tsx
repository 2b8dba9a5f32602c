import { SimpleTable } from '../../ui/Table';
import { Link } from '../../ui/Link';
import { useStoreBrand } from '../../lib/useStoreBrand';
import { DELIVERY_ESTIMATES, ORDER_CUTOFF } from '@mro/rules/delivery';
import { RETURNS } from './policyFacts';
import { TermsAndConditionsText } from './TermsText';

export function PrivacyPolicyPage() {
  const brand = useStoreBrand();
  return (
    <>
      <h1>Privacy Policy</h1>
      <h2>What we collect</h2>
      <p>
        Your name, business contact details, the customer account you buy for, your orders, and how you use this site.
      </p>
      <h2>How we use it</h2>
      <p>
        To process and deliver your orders, to price products for your company, to answer your questions, and to improve
        the site.
      </p>
      <h2>Who we share it with</h2>
      <p>
        Carriers and service providers who help us fulfil your orders, under contract. We do not sell personal
        information.
      </p>
      <h2>Your choices</h2>
      <p>
        Ask us to see, correct or delete your information at{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </>
  );
}

export function ReturnPolicyPage() {
  return (
    <>
      <h1>Return Policy</h1>
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

export function ShippingInformationPage() {
  const brand = useStoreBrand();
  return (
    <>
      <h1>Shipping Information</h1>
      <h2>Preferred carrier</h2>
      <p>
        Parcels ship by our preferred ground carrier unless you choose another carrier at checkout; heavy orders ship by
        freight.
      </p>
      <h2>Delivery estimates</h2>
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

export function TermsAndConditionsPage() {
  return (
    <>
      <h1>Terms and Conditions</h1>
      <TermsAndConditionsText headingLevel={2} />
    </>
  );
}
