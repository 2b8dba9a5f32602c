import { screen } from '@testing-library/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ViewerDocument } from '../features/auth/Viewer.generated';
import { buyer } from '../testing/fixtures';
import { viewerOf } from '../testing/factories/auth';
import { api } from '../testing/api';
import { renderRoute } from '../testing/renderRoute';
import { server } from '../testing/server';
import { CheckoutStep, setProgress } from '../lib/checkoutProgress';
import { RequireSubmitOrders } from './RequireSubmitOrders';
import { routes } from './routes';

/** The element app/routes.tsx gives `path` (as its route tree spells it, 'cart/review'), guards and all. */
const routeElement = (path: string): ReactElement => {
  const find = (tree: RouteObject[]): ReactNode =>
    tree.reduce<ReactNode>(
      (found, route) => found ?? (route.path === path ? route.element : find(route.children ?? [])),
      null,
    );
  const element = find(routes);
  if (!isValidElement(element)) throw new Error(`app/routes.tsx has no route ${path}`);
  return element;
};

const answerViewer = (canSubmitOrders: boolean) =>
  server.use(
    api.query(ViewerDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          viewer: viewerOf({ permissions: { ...buyer.permissions, canSubmitOrders } }),
        },
      }),
    ),
  );

const openStep = (path: string, canSubmitOrders: boolean) => {
  answerViewer(canSubmitOrders);
  return renderRoute(
    <RequireSubmitOrders>
      <h1>The step</h1>
    </RequireSubmitOrders>,
    { path },
  );
};

// Without "Can submit orders" checkout is disabled (cart-checkout-orders §6; issue 32, defect 2).
describe('the checkout steps before the order is placed', () => {
  it('are guarded in the app’s routes: /cart/review goes back to /cart', async () => {
    setProgress(CheckoutStep.review);
    answerViewer(false);
    renderRoute(routeElement('cart/review'), { path: '/cart/review' });
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent(/^\/cart$/);
  });

  it('send a user without Can submit orders back to the cart', async () => {
    for (const path of ['/cart/order', '/cart/payment', '/cart/review']) {
      const view = openStep(path, false);
      expect(await screen.findByLabelText('Landed at')).toHaveTextContent(/^\/cart$/);
      expect(screen.queryByRole('heading', { name: 'The step' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('open for a user who may order', async () => {
    openStep('/cart/review', true);
    expect(await screen.findByRole('heading', { name: 'The step' })).toBeInTheDocument();
  });
});
