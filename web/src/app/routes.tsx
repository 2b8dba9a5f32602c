import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginCard, LoginPage } from '../features/auth';
import { CartPage } from '../features/cart';
import { ProductPage, SearchPage } from '../features/catalog';
import { ApprovalPage, CheckoutGuard, ConfirmPage, OrderDetailsPage, ReviewPage } from '../features/checkout';
import { HomePage } from '../features/home';
import { OrderHistoryPage } from '../features/orders';
import { CheckoutStep } from '../lib/checkoutProgress';
import { OrderRequestsPage, RequestsPage } from '../features/approvals';
import { Layout } from './Layout';
import { ErrorPage, NotFoundPage, UnauthorizedPage } from './pages';
import { RequireLogin } from './RequireLogin';

const loginOnly = (element: ReactNode) => <RequireLogin>{element}</RequireLogin>;
const checkoutStep = (step: number, element: ReactNode) => loginOnly(<CheckoutGuard step={step}>{element}</CheckoutGuard>);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage standalone />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage loginCard={<LoginCard />} /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'c', element: loginOnly(<SearchPage />) },
          { path: 'p/:slug', element: loginOnly(<ProductPage notFound={<NotFoundPage />} />) },
          { path: 'cart', element: loginOnly(<CartPage />) },
          { path: 'cart/order', element: checkoutStep(CheckoutStep.order, <OrderDetailsPage />) },
          { path: 'cart/review', element: checkoutStep(CheckoutStep.review, <ReviewPage />) },
          { path: 'cart/confirm', element: checkoutStep(CheckoutStep.confirm, <ConfirmPage />) },
          { path: 'cart/approval', element: checkoutStep(CheckoutStep.approval, <ApprovalPage />) },
          { path: 'my-account', element: <Navigate to="/my-account/orders" replace /> },
          { path: 'my-account/orders', element: loginOnly(<OrderHistoryPage />) },
          { path: 'my-account/requests', element: loginOnly(<RequestsPage />) },
          { path: 'administration/order-requests', element: loginOnly(<OrderRequestsPage />) },
          { path: '404', element: <NotFoundPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];
