import type {
  ContactViewerQuery,
  LocationsQuery,
  RegionalSiteQuery,
  ResourceDocumentsQuery,
  SendContactMessageMutation,
} from '../../features/content/Content.generated';
import type { StrategicSourcingQuery } from '../../features/content/StrategicSourcing.generated';

type Location = LocationsQuery['locations'][number];
type ResourceDocument = ResourceDocumentsQuery['resourceDocuments'][number];
type SourcingRow = StrategicSourcingQuery['strategicSourcing'][number];

export const locationOf = (title: string, city: string, state: string, zip: string): Location => ({
  __typename: 'Location',
  title,
  addr1: '1 Main St',
  addr2: null,
  city,
  state,
  zip,
  phone: '555-0100',
  fax: null,
  mapUrl: `https://maps.example/?q=${zip}`,
});

export const resourceDocumentOf = (title: string, group: string): ResourceDocument => ({
  __typename: 'ResourceDocument',
  title,
  group,
  url: `/documents/${title.toLowerCase().replace(/\W+/g, '-')}.pdf`,
});

/** The contact form's view of Bea Buyer. */
export const contactViewerOf = (
  overrides: Partial<NonNullable<ContactViewerQuery['viewer']>> = {},
): NonNullable<ContactViewerQuery['viewer']> => ({
  __typename: 'Viewer',
  id: 'u1',
  name: 'Bea Buyer',
  username: 'buyer@example.com',
  phone: '555-0101',
  ...overrides,
});

/** The gateway's answer to a contact message it accepted. */
export const contactMessageSent = (): SendContactMessageMutation['sendContactMessage'] => ({
  __typename: 'SendContactMessagePayload',
  message: 'Your message is being sent to a Vallen Representative.',
  userErrors: [],
});

export const regionalSiteOf = (
  overrides: Partial<NonNullable<RegionalSiteQuery['regionalSite']>> = {},
): NonNullable<RegionalSiteQuery['regionalSite']> => ({
  __typename: 'RegionalSite',
  country: 'CA',
  countryName: 'Canada',
  name: 'Vallen Canada',
  url: 'https://www.vallen.ca/',
  ...overrides,
});

export const sourcingRowOf = (name: string, category: string, vendorNumbers: string[]): SourcingRow => ({
  __typename: 'StrategicSourcingRow',
  name,
  category,
  sourceType: 'Contract',
  preferredSource: 'Norton',
  supplierType: 'Manufacturer',
  vendorNumbers,
  accountNumber: 'VAL-1',
  contact: 'Dana 555-0301',
  website: 'https://norton.example',
  ordering: 'EDI',
  specialistName: 'Sam Sourcing',
  specialistEmail: 'sam@vallen.example',
});
