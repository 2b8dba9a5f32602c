import { PrivacyPolicyText, ReturnPolicyText, ShippingInformationText } from './PolicyTexts';
import { TermsAndConditionsText } from './TermsText';

export type Policy = 'privacy' | 'returns' | 'shipping' | 'terms';

/** A policy's text as its modal shows it (PolicyModal.tsx loads this module when a modal opens). */
export function PolicyModalText({ policy }: { policy: Policy }) {
  switch (policy) {
    case 'privacy':
      return <PrivacyPolicyText headingLevel={3} />;
    case 'returns':
      return <ReturnPolicyText />;
    case 'shipping':
      return <ShippingInformationText headingLevel={3} />;
    case 'terms':
      return <TermsAndConditionsText headingLevel={3} />;
  }
}
