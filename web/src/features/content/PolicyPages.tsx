import { SimpleTable } from '../../ui/Table';
import { Link } from '../../ui/Link';
import { useStoreBrand } from '../../lib/useStoreBrand';
import { DELIVERY_ESTIMATES, ORDER_CUTOFF, PAYMENT_TERMS, RETURNS } from './policyFacts';

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

/**
 * The terms' sections, for the page (level 2 headings with anchors) and the terms modal (level 3,
 * under the dialog's title, without anchors so that they never repeat the page's ids).
 */
export function TermsAndConditionsText({ headingLevel }: { headingLevel: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const id = (anchor: string) => (headingLevel === 2 ? anchor : undefined);
  return (
    <>
      <H id={id('terms-of-use')}>Terms of Use</H>
      <p>
        This site is for business customers buying for their company. Keep your login to yourself; you are responsible
        for orders placed with it.
      </p>
      <H id={id('terms-of-sale')}>Terms of Sale</H>
      <ul>
        <li>Payment is due net {PAYMENT_TERMS.netDays} days from the invoice date.</li>
        <li>
          Past-due balances carry a late fee of {PAYMENT_TERMS.lateFeePercent}% per {PAYMENT_TERMS.lateFeePeriodDays}{' '}
          days.
        </li>
        <li>
          Returns follow our <Link to="/return-policy">return policy</Link>.
        </li>
      </ul>
      <H id={id('terms-of-purchase')}>Terms of Purchase</H>
      <p>
        When we buy from suppliers, the buyer pays within {PAYMENT_TERMS.buyerPaysWithinDays} days of receiving a
        correct invoice and the goods.
      </p>
      <H id={id('cyber-security')}>Cyber Security Appendix</H>
      <p>
        Suppliers with access to our systems or data protect it with reasonable security controls and report any
        security incident to us without delay.
      </p>
    </>
  );
}
