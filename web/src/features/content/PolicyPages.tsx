import type { ReactNode } from 'react';
import { PrivacyPolicyText, ReturnPolicyText, ShippingInformationText } from '../../lib/policies/PolicyTexts';
import { TermsAndConditionsText } from '../../lib/policies/TermsText';

/** A policy's own page: its title, then the text the footer's modal shows (its sections one level below). */
function PolicyPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}

export const PrivacyPolicyPage = () => (
  <PolicyPage title="Privacy Policy">
    <PrivacyPolicyText headingLevel={2} />
  </PolicyPage>
);

export const ReturnPolicyPage = () => (
  <PolicyPage title="Return Policy">
    <ReturnPolicyText />
  </PolicyPage>
);

export const ShippingInformationPage = () => (
  <PolicyPage title="Shipping Information">
    <ShippingInformationText headingLevel={2} />
  </PolicyPage>
);

export const TermsAndConditionsPage = () => (
  <PolicyPage title="Terms and Conditions">
    <TermsAndConditionsText headingLevel={2} />
  </PolicyPage>
);
