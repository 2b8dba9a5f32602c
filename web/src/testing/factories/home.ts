import type { HomeViewerQuery } from '../../features/home/HomeViewer.generated';

type HomeViewer = NonNullable<HomeViewerQuery['viewer']>;

export const catalogOf = (key: string) => ({ __typename: 'Catalog' as const, key, name: key });

/** Bea Buyer of Acme Fabrication, on the standard assortment, with no landing page of her own. */
export const homeViewerOf = (overrides: Partial<HomeViewer> = {}): HomeViewer => ({
  __typename: 'Viewer',
  id: 'u1',
  name: 'Bea Buyer',
  customerName: 'Acme Fabrication',
  landingPage: null,
  catalogs: [catalogOf('2014BSWebCatalog')],
  ...overrides,
});
