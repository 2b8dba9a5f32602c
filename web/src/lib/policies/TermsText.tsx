// The terms' text on its own, for the terms page and the policy modals (footer and cart).
import { Link } from '../../ui/Link';
import { PAYMENT_TERMS } from './policyFacts';

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
