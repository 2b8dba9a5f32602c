// The static JSON of the locations finder and the resource pages (docs/spec/storefront.md §2.8, §7 "Other"),
// read from the ERP's content files and cached: it changes only with a deployment of the content.
import type { GatewayContext } from '../context.ts';
import { forbidden, toGraphQLError } from '../common/errors.ts';
import type { ErpPathParams } from '../erp/erp-api.ts';
import { viewerUser } from '../auth/viewer.ts';
import type {
  DocumentCollection,
  Location,
  ResourceDocument,
  StrategicSourcingRow,
} from '../generated/resolvers-types.ts';

export const MULTIJURISDICTION = 'Multijurisdiction';

const COLLECTION_PATHS: Record<
  DocumentCollection,
  ErpPathParams<'get', '/content/documents/{collection}'>['collection']
> = {
  RESALE_EXEMPTION_CERTIFICATES: 'resale-exemption-certificates',
  W9: 'w9',
};

const loadStatic = async <T>(context: GatewayContext, key: string, load: () => Promise<T>): Promise<T> => {
  try {
    return await context.cache.getOrLoad(
      'content',
      `content:v1:${key}`,
      { freshSeconds: context.config.ttl.productSeconds, staleSeconds: context.config.ttl.staleSeconds },
      load,
    );
  } catch (error) {
    throw toGraphQLError(error);
  }
};

const compare = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Multijurisdiction first, then states alphabetically; titles alphabetically within a group. */
export const sortDocuments = (documents: ResourceDocument[]): ResourceDocument[] =>
  [...documents].sort(
    (a, b) =>
      Number(b.group === MULTIJURISDICTION) - Number(a.group === MULTIJURISDICTION) ||
      compare(a.group, b.group) ||
      compare(a.title, b.title),
  );

export const resourceDocuments = async (
  context: GatewayContext,
  collection: DocumentCollection,
): Promise<ResourceDocument[]> => {
  const path = COLLECTION_PATHS[collection];
  const documents = await loadStatic(context, `documents:${path}`, () =>
    context.erp.get('/content/documents/{collection}', { path: { collection: path } }),
  );
  return sortDocuments(documents.map((d) => ({ title: d.title, group: d.state, url: d.file })));
};

export const locations = async (context: GatewayContext): Promise<Location[]> => {
  const all = await loadStatic(context, 'locations', () =>
    // The ERP's location JSON has the schema's field names.
    context.erp.get('/content/locations'),
  );
  return [...all].sort((a, b) => compare(a.state, b.state) || compare(a.city, b.city));
};

export const STAFF_ONLY = 'Strategic sourcing is for Vallen associates only.';

/** Staff only, checked here before the ERP (which refuses others too); the guide is the same for all staff. */
export const strategicSourcing = async (context: GatewayContext): Promise<StrategicSourcingRow[]> => {
  const user = await viewerUser(context);
  if (!user.is_vallen) throw forbidden(STAFF_ONLY);
  const rows = await loadStatic(context, 'strategic-sourcing', () => context.erp.get('/content/strategic-sourcing'));
  return rows.map(
    ([
      name = '',
      category = '',
      sourceType = '',
      preferredSource = '',
      supplierType = '',
      vendors = '',
      accountNumber = '',
      contact = '',
      website = '',
      ordering = '',
      specialistName = '',
      specialistEmail = '',
    ]) => ({
      name,
      category,
      sourceType,
      preferredSource,
      supplierType,
      vendorNumbers: vendors.split('|').filter(Boolean),
      accountNumber,
      contact,
      website,
      ordering,
      specialistName,
      specialistEmail,
    }),
  );
};
