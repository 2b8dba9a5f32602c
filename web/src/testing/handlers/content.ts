import { HttpResponse } from 'msw';
import { StoreBrandDocument } from '../../lib/Brand.generated';
import { DEFAULT_BRAND } from '../../lib/useStoreBrand';
import {
  ContactMapDocument,
  ContactViewerDocument,
  LocationsDocument,
  RegionalSiteDocument,
  ResourceDocumentsDocument,
  SendContactMessageDocument,
  type LocationsQuery,
  type SendContactMessageMutationVariables,
} from '../../features/content/Content.generated';
import { HomeViewerDocument } from '../../features/home/HomeViewer.generated';
import { StrategicSourcingDocument } from '../../features/content/StrategicSourcing.generated';
import { ThirdPartyScriptsDocument } from '../../features/content/ThirdPartyScripts.generated';
import { api } from '../api';
import { isLoggedIn } from './auth';
import { buyer } from '../fixtures';

const location = (title: string, city: string, state: string, zip: string): LocationsQuery['locations'][number] => ({
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

/** What the mocked gateway was sent by the contact form, for assertions. */
export const sentContactMessages: SendContactMessageMutationVariables['input'][] = [];
/** The home page's view of the buyer; tests change the landing page or catalogues. */
export const homeViewer: { landingPage: string | null; catalogs: string[] } = {
  landingPage: null,
  catalogs: ['2014BSWebCatalog'],
};
/** Whether the mocked viewer is staff (strategic sourcing). */
export const staff = { isStaff: false };
/** The country the mocked edge reports; tests set it. */
export const region: { country: 'CA' | null } = { country: null };

export const contentHandlers = [
  api.query(HomeViewerDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: isLoggedIn()
          ? {
              __typename: 'Viewer',
              id: buyer.id,
              name: buyer.name,
              customerName: buyer.customerName,
              landingPage: homeViewer.landingPage,
              catalogs: homeViewer.catalogs.map((key) => ({ __typename: 'Catalog', key, name: key })),
            }
          : null,
      },
    }),
  ),
  api.query(StoreBrandDocument, () => HttpResponse.json({ data: { __typename: 'Query', storeBrand: DEFAULT_BRAND } })),
  api.query(LocationsDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        locations: [
          location('Mobile Branch', 'Mobile', 'AL', '36693'),
          location('Houston Distribution Center', 'Houston', 'TX', '77040'),
          location('Tulsa Branch', 'Tulsa', 'OK', '74145'),
        ],
      },
    }),
  ),
  api.query(ResourceDocumentsDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        resourceDocuments:
          variables.collection === 'W9'
            ? [
                {
                  __typename: 'ResourceDocument',
                  title: 'Vallen W-9 (2025)',
                  group: '2025',
                  url: '/documents/w9/a.pdf',
                },
              ]
            : [
                {
                  __typename: 'ResourceDocument',
                  title: 'MTC certificate',
                  group: 'Multijurisdiction',
                  url: '/documents/resale/mtc.pdf',
                },
                {
                  __typename: 'ResourceDocument',
                  title: 'Alabama certificate',
                  group: 'Alabama',
                  url: '/documents/resale/al.pdf',
                },
                {
                  __typename: 'ResourceDocument',
                  title: 'Texas certificate',
                  group: 'Texas',
                  url: '/documents/resale/tx.pdf',
                },
              ],
      },
    }),
  ),
  api.query(ContactViewerDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: isLoggedIn()
          ? { __typename: 'Viewer', id: buyer.id, name: buyer.name, username: buyer.username, phone: '555-0101' }
          : null,
      },
    }),
  ),
  api.mutation(SendContactMessageDocument, ({ variables }) => {
    sentContactMessages.push(variables.input);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        sendContactMessage: {
          __typename: 'SendContactMessagePayload',
          message: 'Your message is being sent to a Vallen Representative.',
          userErrors: [],
        },
      },
    });
  }),
  api.query(StrategicSourcingDocument, () => {
    if (!staff.isStaff) {
      return HttpResponse.json({
        data: null,
        errors: [{ message: 'Strategic sourcing is for Vallen associates only.', extensions: { code: 'FORBIDDEN' } }],
      });
    }
    const row = (name: string, category: string, vendors: string[]) => ({
      __typename: 'StrategicSourcingRow' as const,
      name,
      category,
      sourceType: 'Contract',
      preferredSource: 'Norton',
      supplierType: 'Manufacturer',
      vendorNumbers: vendors,
      accountNumber: 'VAL-1',
      contact: 'Dana 555-0301',
      website: 'https://norton.example',
      ordering: 'EDI',
      specialistName: 'Sam Sourcing',
      specialistEmail: 'sam@vallen.example',
    });
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        strategicSourcing: [
          row('Abrasive belts', 'Abrasives', ['10442', '10451']),
          row('Disposable gloves', 'Safety', ['10077']),
        ],
      },
    });
  }),
  // None configured, as in a store without THIRD_PARTY_SCRIPTS and CONTACT_MAP_URL.
  api.query(ThirdPartyScriptsDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', thirdPartyScripts: [] } }),
  ),
  api.query(ContactMapDocument, () => HttpResponse.json({ data: { __typename: 'Query', contactMapUrl: null } })),
  api.query(RegionalSiteDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        regionalSite:
          region.country === 'CA'
            ? {
                __typename: 'RegionalSite',
                country: 'CA',
                countryName: 'Canada',
                name: 'Vallen Canada',
                url: 'https://www.vallen.ca/',
              }
            : null,
      },
    }),
  ),
];
