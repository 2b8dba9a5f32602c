// Home page rules of docs/spec/storefront.md §2.3 and §2.4.

/** The standard assortment: the catalogue every ordinary customer browses. */
export const STANDARD_CATALOG = '2014BSWebCatalog';

/** Order Supplies Online shows when the user's catalogue list is empty or includes the standard assortment. */
export const showsOrderSuppliesOnline = (catalogKeys: string[]): boolean =>
  catalogKeys.length === 0 || catalogKeys.includes(STANDARD_CATALOG);

export const HURRICANE_QUERY = 'hurricane readiness';

export const HURRICANE_DOCUMENTS = [
  { title: 'Hurricane Readiness Checklist', url: '/documents/hurricane-readiness-checklist.pdf' },
  { title: 'Hurricane Preparedness Supply Guide', url: '/documents/hurricane-supply-guide.pdf' },
] as const;

/** Customer Quick Reference Links: each needs login (a guest is sent to log in and brought back). */
export const QUICK_REFERENCE_LINKS = [
  { label: 'Quotes', to: '/my-account/reviewquotes' },
  { label: 'Retrieve Invoices', to: '/my-account/invoices/paid' },
  { label: 'Tracking Numbers', to: '/my-account/orders' },
  { label: 'Open Invoices', to: '/my-account/invoices/open' },
  { label: 'Open Orders', to: '/my-account/revieworders' },
  { label: 'Order History', to: '/my-account/orders' },
] as const;
