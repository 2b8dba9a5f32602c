import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../testing/appParts';
import { answerQuery } from '../../testing/api';
import { productOf, shopperReviewsOf } from '../../testing/factories/catalog';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { ProductDocument } from './Product.generated';
import { ProductPage } from './ProductPage';
import { ShopperReviewsDocument } from './ShopperReviews.generated';

const WAIT = { timeout: 20_000 };

beforeEach(() => {
  server.use(answerQuery(ProductDocument, { product: productOf() }));
});

const renderProduct = () =>
  renderRoute(<ProductPage notFound={<NotFoundPage />} />, { path: '/p/:slug', at: '/p/nitrile-gloves' });

describe('the store’s reviews on a product page', () => {
  it('show the rating and the three newest reviews under the product', async () => {
    server.use(answerQuery(ShopperReviewsDocument, { shopperReviews: shopperReviewsOf() }));
    renderProduct();
    const section = within(await screen.findByRole('region', { name: 'What our customers say' }, WAIT));
    expect(section.getByText('4.6 out of 5 · 240 reviews')).toBeInTheDocument();
    const reviews = section.getAllByRole('listitem');
    expect(reviews).toHaveLength(3);
    expect(within(reviews[0]!).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(reviews[0]).toHaveTextContent('Mike S., Houston, TX · 11/20/2026');
    expect(reviews[0]).toHaveTextContent('Gloves arrived the next day, exactly as ordered.');
    expect(within(reviews[1]!).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(reviews[1]).toHaveTextContent('Dana K. · 11/18/2026');
  });

  it('show nothing, and the product as usual, when the review service fails', async () => {
    server.use(answerQuery(ShopperReviewsDocument, { shopperReviews: null }));
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nitrile Gloves' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What our customers say' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
