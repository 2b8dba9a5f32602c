import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../testing/api';
import { listingAnswers } from '../../testing/factories/catalog';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CategoryTreeDocument } from './Browse.generated';
import { CategoriesPage } from './CategoriesPage';
import { SearchPage } from './SearchPage';

const department = (name: string, categories: string[]) => ({
  __typename: 'Department' as const,
  name,
  productCount: 2400,
  categories: categories.map((c) => ({ __typename: 'CategoryCount' as const, name: c, productCount: 1200 })),
});

const INSERTS = 'Choose from over 2,000 indexable inserts.';

describe('the indexable inserts text (storefront §1)', () => {
  it('stands under Indexable Tooling on the categories page, under no other department', async () => {
    server.use(
      api.query(CategoryTreeDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            categoryTree: {
              __typename: 'CategoryTree',
              departments: [
                department('Indexable Tooling', ['Turning Inserts', 'Milling Inserts']),
                department('Safety', ['Hand Protection']),
              ],
              catalogs: [],
            },
          },
        }),
      ),
    );
    renderRoute(<CategoriesPage />, { path: '/categories' });
    const indexable = (await screen.findByRole('link', { name: 'Indexable Tooling' })).closest('li')!;
    expect(within(indexable).getByText(INSERTS)).toBeInTheDocument();
    expect(screen.getAllByText(INSERTS)).toHaveLength(1);
  });

  it('heads the Indexable Tooling listing', async () => {
    server.use(...listingAnswers());
    renderRoute(<SearchPage />, { path: '/c', at: '/c?department=Indexable+Tooling' });
    expect(await screen.findByRole('heading', { name: 'Indexable Tooling', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(INSERTS)).toBeInTheDocument();
  });
});
