import { PrivacyPolicyText, ReturnPolicyText, ShippingInformationText } from '../../lib/policies/PolicyTexts';
import { TermsAndConditionsText } from '../../lib/policies/TermsText';

export function PrivacyPolicyPage() {
  return (
    <>
      <h1>Privacy Policy</h1>
      <PrivacyPolicyText headingLevel={2} />
    </>
  );
}

export function ReturnPolicyPage() {
  return (
    <>
      <h1>Return Policy</h1>
      <ReturnPolicyText />
    </>
  );
}

export function ShippingInformationPage() {
  return (
    <>
      <h1>Shipping Information</h1>
      <ShippingInformationText headingLevel={2} />
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
