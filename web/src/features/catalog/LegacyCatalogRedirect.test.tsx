import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FacetKind } from '../../generated/graphql';
import { answerQuery } from '../../testing/api';
import { facetGroup } from '../../testing/fixtures';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CategoryTreeDocument } from './Browse.generated';
import { FacetValuesDocument } from './FacetValues.generated';
import { LegacyCatalogRedirect } from './Redirects';

function Listing() {
  const { pathname, search } = useLocation();
  return <output aria-label="Landed at">{`${pathname}${search}`}</output>;
}

const department = (name: string, categories: string[]) => ({
  __typename: 'Department' as const,
  name,
  productCount: 100,
  categories: categories.map((c) => ({ __typename: 'CategoryCount' as const, name: c, productCount: 10 })),
});

// Paint, Marking & Tape's Tapes: styles Duct, Masking and Floor Marking Tapes, types of each.
const TAPES: Partial<Record<FacetKind, string[]>> = {
  STYLE: ['Duct Tapes', 'Masking Tapes', 'Floor Marking Tapes'],
  TYPE: ['General Purpose', 'Heavy Duty', 'Painters', 'Solid', 'Striped'],
};

const openLegacy = (at: string) => {
  const asked: unknown[] = [];
  server.use(
    answerQuery(CategoryTreeDocument, {
      categoryTree: {
        __typename: 'CategoryTree',
        departments: [
          department('Safety', ['Hand Protection']),
          department('Paint, Marking & Tape', ['Tapes', 'Markers']),
        ],
        catalogs: [],
      },
    }),
    answerQuery(FacetValuesDocument, ({ variables }) => {
      asked.push(variables);
      const values = TAPES[variables.kind] ?? [];
      return { facetValues: facetGroup(variables.kind, variables.kind, values, values.length) };
    }),
  );
  // The listing at /c is its own route, as in the app (else /c/* would catch it again).
  renderRoute(<LegacyCatalogRedirect />, { path: '/c/*', at, routes: [{ path: '/c', element: <Listing /> }] });
  return asked;
};

describe('legacy catalogue links', () => {
  it('open Paint, Marking & Tape’s tapes filtered by style and type, not as a keyword search', async () => {
    const asked = openLegacy('/c/paint-marking-and-tape/tapes/duct-tapes/heavy-duty');
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent(
      '/c?department=Paint%2C+Marking+%26+Tape&category=Tapes&style=Duct+Tapes&type=Heavy+Duty',
    );
    expect(asked).toContainEqual({ input: { department: 'Paint, Marking & Tape', category: 'Tapes' }, kind: 'STYLE' });
  });

  it('open the department of a link without the ampersand', async () => {
    const asked = openLegacy('/c/paint-marking-tape');
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/c?department=Paint%2C+Marking+%26+Tape');
    expect(asked).toEqual([]);
  });
});
