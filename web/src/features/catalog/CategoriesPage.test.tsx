import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery, api } from '../../testing/api';
import { ERP_FAILURES, erpFailure } from '../../testing/erpFailures';
import { listingAnswers } from '../../testing/factories/catalog';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CategoryTreeDocument, type CategoryTreeQuery } from './Browse.generated';
import { CategoriesPage } from './CategoriesPage';
import { SearchPage } from './SearchPage';

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 20_000 };

const openCategories = () => renderRoute(<CategoriesPage />, { path: '/categories' });

/** The gateway's category tree of the viewer's catalogues. */
const categoryTree = (departments: CategoryTreeQuery['categoryTree']['departments']) =>
  server.use(
    answerQuery(CategoryTreeDocument, { categoryTree: { __typename: 'CategoryTree', departments, catalogs: [] } }),
  );

describe('categories page', () => {
  it('tells a buyer whose catalogue holds no products to contact support', async () => {
    categoryTree([]);
    openCategories();
    expect(
      await screen.findByText('Uh Oh! There are no products found in this catalog. Please contact support.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the departments of a catalogue with products, without the empty-catalogue message', async () => {
    categoryTree([
      {
        __typename: 'Department',
        name: 'Safety',
        productCount: 12,
        categories: [{ __typename: 'CategoryCount', name: 'Gloves', productCount: 12 }],
      },
    ]);
    openCategories();
    expect(await screen.findByRole('link', { name: 'Gloves' }, WAIT)).toHaveAttribute(
      'href',
      '/c?department=Safety&category=Gloves',
    );
    expect(screen.queryByText(/There are no products found in this catalog/)).not.toBeInTheDocument();
  });

  it.each(ERP_FAILURES)('shows the catalogue failure message on $failure of the ERP', async ({ code }) => {
    server.use(api.query(CategoryTreeDocument, () => erpFailure(code)));
    openCategories();
    expect(
      await screen.findByText(
        'Uh Oh! An unknown error occurred while retrieving data. Please refresh the page to try again.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
  });
});

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
      answerQuery(CategoryTreeDocument, {
        categoryTree: {
          __typename: 'CategoryTree',
          departments: [
            department('Indexable Tooling', ['Turning Inserts', 'Milling Inserts']),
            department('Safety', ['Hand Protection']),
          ],
          catalogs: [],
        },
      }),
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
