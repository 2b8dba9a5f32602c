import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginCard, LoginPage, ProfilePage } from '../features/auth';
import { CartPage } from '../features/cart';
import { ProductPage, SearchPage } from '../features/catalog';
import { CheckoutGuard, ConfirmPage, OrderDetailsPage, ReviewPage } from '../features/checkout';
import { HomePage } from '../features/home';
import { OrderHistoryPage } from '../features/orders';
import {
  ApplicationPendingPage, CreateAccountPage, CustomerApplicationPage, PasswordRecoveryPage, PendingPage, RegisterPage,
  ResetPasswordPage, ResetWelcomeConfirmedPage,
} from '../features/registration';
import { GuestOnly } from './GuestOnly';
import { CheckoutStep } from '../lib/checkoutProgress';
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
          { path: 'create-account', element: <GuestOnly><CreateAccountPage /></GuestOnly> },
          { path: 'register', element: <GuestOnly><RegisterPage /></GuestOnly> },
          { path: 'supplier', element: <GuestOnly><RegisterPage registrationType="SUPPLIER" /></GuestOnly> },
          { path: 'vallen', element: <GuestOnly><RegisterPage registrationType="VALLEN" /></GuestOnly> },
          { path: 'pending', element: <PendingPage /> },
          { path: 'customer', element: <CustomerApplicationPage /> },
          { path: 'customer-confirmation', element: <ApplicationPendingPage /> },
          { path: 'password-recovery', element: <PasswordRecoveryPage /> },
          { path: 'reset', element: <ResetPasswordPage mode="reset" /> },
          { path: 'reset-welcome', element: <ResetPasswordPage mode="welcome" /> },
          { path: 'reset-welcome-confirmed', element: <ResetWelcomeConfirmedPage /> },
          { path: 'c', element: loginOnly(<SearchPage />) },
          { path: 'p/:slug', element: loginOnly(<ProductPage notFound={<NotFoundPage />} />) },
          { path: 'cart', element: loginOnly(<CartPage />) },
          { path: 'cart/order', element: checkoutStep(CheckoutStep.order, <OrderDetailsPage />) },
          { path: 'cart/review', element: checkoutStep(CheckoutStep.review, <ReviewPage />) },
          { path: 'cart/confirm', element: checkoutStep(CheckoutStep.confirm, <ConfirmPage />) },
          { path: 'my-account', element: loginOnly(<ProfilePage />) },
          { path: 'my-account/orders', element: loginOnly(<OrderHistoryPage />) },
          { path: '404', element: <NotFoundPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];
