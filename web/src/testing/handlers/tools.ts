import { HttpResponse } from 'msw';
import {
  AddCustomerApplicationNoteDocument,
  CustomerApplicationDocument,
  CustomerApplicationsDocument,
  UpdateCustomerApplicationDocument,
  type ApplicationDetailFragment,
  type CustomerApplicationsQueryVariables,
} from '../../features/tools/Applications.generated';
import {
  CustomerLookupDetailDocument,
  CustomerLookupDocument,
  VendorLookupDocument,
} from '../../features/tools/Lookups.generated';
import { ProductLookupDocument } from '../../features/tools/ProductLookup.generated';
import { api } from '../api';
import { buyerMenu } from './account';

/** The account menu of a staff associate with the customer applications permission. */
export const associateMenu = () => {
  const menu = buyerMenu();
  menu.viewer.isStaff = true;
  menu.viewer.permissions.canManageCustomerApplications = true;
  return menu;
};

const STATUSES = ['PENDING', 'WON', 'LOST', 'APPROVED'] as const;

/** One application of the mocked gateway; 64 of them, the newest (id 64) first. */
export const application = (
  id: number,
  overrides: Partial<ApplicationDetailFragment> = {},
): ApplicationDetailFragment => ({
  __typename: 'CustomerApplication',
  id: String(id),
  companyName: `Company ${id}`,
  name: `Contact ${id}`,
  email: `contact${id}@company.example`,
  city: 'Tulsa',
  state: 'OK',
  customerType: id % 4 === 0 ? 'EXISTING' : 'NEW',
  status: id % 3 === 0 ? STATUSES[id % 4]! : 'PENDING',
  segment: 'TBD',
  bdmProspect: id % 5 === 0,
  created: new Date(Date.UTC(2026, 9, 1) + id * 3600_000).toISOString(),
  companyDba: `Co ${id}`,
  companyPhone: '555-010-0000',
  salesAssociate: null,
  duns: null,
  businessNature: null,
  businessType: 'LLC',
  vertical: 'Aerospace',
  mroSpend: '< $25,000',
  employees: '< 500',
  services: ['MROP'],
  customerNumber: null,
  submissionCount: 1,
  updatedBy: null,
  editable: true,
  notes: [],
  ...overrides,
});

export const toolsState = {
  applications: [] as ApplicationDetailFragment[],
  queries: [] as CustomerApplicationsQueryVariables['input'][],
  updates: [] as unknown[],
};

export const resetTools = () => {
  toolsState.applications = Array.from({ length: 64 }, (_, i) => application(64 - i));
  toolsState.queries = [];
  toolsState.updates = [];
};
resetTools();

const saved = (id: string, change: (a: ApplicationDetailFragment) => ApplicationDetailFragment) => {
  const index = toolsState.applications.findIndex((a) => a.id === id);
  const next = change(toolsState.applications[index]!);
  toolsState.applications[index] = next;
  return next;
};

export const toolsHandlers = [
  api.query(CustomerApplicationsDocument, ({ variables }) => {
    const input = variables.input;
    toolsState.queries.push(input);
    const pageSize = input.pageSize ?? 25;
    const page = input.page ?? 1;
    const text = input.filter?.toLowerCase() ?? '';
    const found = toolsState.applications.filter(
      (a) =>
        (!input.status || a.status === input.status) &&
        (!input.customerType || a.customerType === input.customerType) &&
        (input.bdmProspect === null || input.bdmProspect === undefined || a.bdmProspect === input.bdmProspect) &&
        (!text || a.companyName.toLowerCase().includes(text)),
    );
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        customerApplications: {
          __typename: 'CustomerApplicationPage',
          totalCount: found.length,
          page,
          pageSize,
          nodes: found.slice((page - 1) * pageSize, page * pageSize),
        },
      },
    });
  }),
  api.query(CustomerApplicationDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        customerApplication: toolsState.applications.find((a) => a.id === variables.id) ?? null,
      },
    }),
  ),
  api.mutation(UpdateCustomerApplicationDocument, ({ variables }) => {
    const { input } = variables;
    toolsState.updates.push(input);
    const next = saved(input.id, (a) => ({
      ...a,
      status: input.status,
      segment: input.segment,
      customerNumber: input.customerNumber ?? null,
      bdmProspect: input.bdmProspect,
      editable: input.status !== 'APPROVED' && input.status !== 'REJECTED',
      updatedBy: 'Val Associate',
    }));
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        updateCustomerApplication: {
          __typename: 'CustomerApplicationPayload',
          message: 'Customer Application updated successfully',
          customerApplication: next,
          userErrors: [],
        },
      },
    });
  }),
  api.mutation(AddCustomerApplicationNoteDocument, ({ variables }) => {
    const { input } = variables;
    toolsState.updates.push(input);
    const next = saved(input.id, (a) => ({
      ...a,
      notes: [
        ...a.notes,
        {
          __typename: 'CustomerApplicationNote' as const,
          description: input.note,
          updatedDate: '2026-11-01T12:00:00.000Z',
          updatedBy: 'Val Associate',
        },
      ],
    }));
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        addCustomerApplicationNote: {
          __typename: 'CustomerApplicationPayload',
          message: 'Note added successfully',
          customerApplication: next,
          userErrors: [],
        },
      },
    });
  }),
];

const address = (n: number) => ({
  __typename: 'Address' as const,
  name: `Customer ${n}`,
  line1: `${n} Plant Rd`,
  line2: null,
  city: 'Tulsa',
  state: 'OK',
  zip: '74103',
});
const usd = (value: number) => ({ __typename: 'Amount' as const, display: `$${value.toFixed(2)}` });

/** 240 customers named "Industrial Supply n"; a search answers the first 100 and the match count. */
export const lookupHandlers = [
  api.query(CustomerLookupDocument, ({ variables }) => {
    const matches = Array.from({ length: 240 }, (_, i) => 30_001 + i).filter((n) =>
      `${n} industrial supply ${n}`.includes(variables.term.toLowerCase()),
    );
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        customerLookup: {
          __typename: 'CustomerLookup',
          matchCount: matches.length,
          hits: matches.slice(0, 100).map((n) => ({
            __typename: 'CustomerLookupHit',
            customerNumber: String(n),
            name: `Industrial Supply ${n}`,
            altName: null,
            freightOut: n % 2 === 0,
            address: address(n),
          })),
        },
      },
    });
  }),
  api.query(CustomerLookupDetailDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        customerLookupDetail: {
          __typename: 'CustomerLookupDetail',
          customerNumber: variables.customerNumber,
          name: `Industrial Supply ${variables.customerNumber}`,
          altName: null,
          phone: '555-010-0101',
          email: 'ap@industrial.example',
          webpage: 'www.industrial.example',
          terms: 'Net 30',
          averagePayDays: 34,
          warehouse: 'DHOU',
          priceType: 'CONTRACT',
          freightOut: true,
          address: address(Number(variables.customerNumber)),
          balance: usd(1234.5),
          salesYearToDate: usd(98000),
          creditLimit: usd(50000),
          insideSalesRep: {
            __typename: 'SalesRep',
            id: 'R01',
            name: 'Robin Hale',
            email: 'robin.hale@vallen.example',
            phone: '800-555-1001',
          },
          outsideSalesRep: null,
        },
      },
    }),
  ),
  // Acme pays 80% of 10.00, Globex 90%; customer 99999 does not exist; part NOPE is in no catalogue.
  api.query(ProductLookupDocument, ({ variables }) => {
    const level: Record<string, number> = { '10001': 0.8, '10004': 0.9 };
    const known = level[variables.customerNumber];
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        productLookup: known
          ? {
              __typename: 'ProductLookup',
              customerNumber: variables.customerNumber,
              customerName: variables.customerNumber === '10001' ? 'Acme Fabrication' : 'Globex Corporation',
              warehouse: 'DBEL',
              item:
                variables.partNumber === 'NOPE'
                  ? null
                  : {
                      __typename: 'ProductLookupItem',
                      erp: variables.partNumber,
                      customerPartNumber: null,
                      manufacturerPartNumber: 'MFR-1',
                      productName: 'Nitrile gloves',
                      description: 'Nitrile gloves, box of 100',
                      brand: 'Apex',
                      productSlug: 'nitrile-gloves',
                      unitOfMeasure: 'BX',
                      quantityAvailable: 40,
                      price: { __typename: 'Amount', value: 10 * known, display: `$${(10 * known).toFixed(2)}` },
                    },
            }
          : null,
      },
    });
  }),
  api.query(VendorLookupDocument, () =>
    HttpResponse.json({
      data: { __typename: 'Query', vendorLookup: { __typename: 'VendorLookup', matchCount: 0, hits: [] } },
    }),
  ),
];
