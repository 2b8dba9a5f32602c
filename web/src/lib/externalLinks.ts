// Documents and sites outside the store; they open in a new tab (docs/spec/storefront.md §2.1).
export const EXTERNAL_LINKS = {
  careers: 'https://careers.vallen.example/',
  sdsSearch: 'https://sds.vallen.example/search',
  creditApplication: '/documents/credit-application.pdf',
  qualityCertificate: '/documents/iso-9001-certificate.pdf',
} as const;

export const SOCIAL_LINKS: { label: string; href: string }[] = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/vallen' },
  { label: 'Facebook', href: 'https://www.facebook.com/vallen' },
  { label: 'YouTube', href: 'https://www.youtube.com/vallen' },
];

/** The sister shops the welcome popup offers (docs/spec/storefront.md §2.3), per brand: the other brand and the safety shop. */
export const SISTER_SHOPS: Record<'DEFAULT' | 'RV', { label: string; href: string }[]> = {
  DEFAULT: [
    { label: 'RV Supply by Vallen', href: 'https://www.rvsupply.example/' },
    { label: 'Vallen Safety Shop', href: 'https://safety.vallen.example/' },
  ],
  RV: [
    { label: 'Vallen', href: 'https://www.vallen.example/' },
    { label: 'Vallen Safety Shop', href: 'https://safety.vallen.example/' },
  ],
};
