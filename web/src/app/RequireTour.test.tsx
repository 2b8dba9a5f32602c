import { screen } from '@testing-library/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/renderRoute';
import { buyerMenu, resetAccountMenu, setAccountMenu } from '../testing/handlers/account';
import { setLoggedIn } from '../testing/handlers/auth';
import { routes } from './routes';

/** The element app/routes.tsx gives /tour, guards and all. */
const tourElement = (): ReactElement => {
  const find = (tree: RouteObject[]): ReactNode =>
    tree.reduce<ReactNode>(
      (found, route) => found ?? (route.path === 'tour' ? route.element : find(route.children ?? [])),
      null,
    );
  const element = find(routes);
  if (!isValidElement(element)) throw new Error('app/routes.tsx has no route tour');
  return element;
};

const offeredTour = (canTakeSiteTour: boolean) => {
  const menu = buyerMenu();
  setAccountMenu({ ...menu, viewer: { ...menu.viewer, permissions: { ...menu.viewer.permissions, canTakeSiteTour } } });
};

afterEach(() => {
  resetAccountMenu();
  setLoggedIn(true);
});

// site_tour (account-admin-calls §6): /tour only for users offered the tour.
describe('/tour', () => {
  it('shows the tour to a user with site_tour', async () => {
    offeredTour(true);
    renderRoute(tourElement(), { path: '/tour' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to / })).toBeInTheDocument();
    expect(screen.getByText('Your account is ready. A quick tour of what you can do:')).toBeInTheDocument();
  });

  it('is Access Denied to a user without site_tour', async () => {
    offeredTour(false);
    renderRoute(tourElement(), { path: '/tour' });
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent(/^\/unauthorized$/);
    expect(screen.queryByText('Your account is ready. A quick tour of what you can do:')).not.toBeInTheDocument();
  });

  it('sends a guest to log in first', async () => {
    setLoggedIn(false);
    renderRoute(tourElement(), { path: '/tour' });
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent(/^\/login$/);
  });
});
