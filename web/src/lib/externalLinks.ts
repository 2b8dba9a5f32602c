// Documents and sites outside the store; they open in a new tab (storefront.md §2.1).
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
