import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ViewerDocument } from '../features/auth/Viewer.generated';
import { viewerOf } from '../testing/factories/auth';
import { api } from '../testing/api';
import { renderRoute } from '../testing/renderRoute';
import { server } from '../testing/server';
import { routes } from './routes';

/** The element the route table gives `path` (its guards included), without the layout around it. */
const elementAt = (path: string, table: RouteObject[] = routes): RouteObject['element'] => {
  for (const route of table) {
    if (route.path === path) return route.element;
    const nested = route.children && elementAt(path, route.children);
    if (nested) return nested;
  }
  return undefined;
};

const open = (path: string, at: string, sessionMode: 'PUNCH_OUT' | 'STANDARD') => {
  server.use(
    api.query(ViewerDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', viewer: viewerOf({ sessionMode }) } }),
    ),
  );
  renderRoute(<>{elementAt(path)}</>, { path: `/${path}`, at });
};

// Punch-out users cannot reset passwords (storefront §6, account-admin-calls §6).
const PAGES = [
  { path: 'password-recovery', at: '/password-recovery', heading: 'Password Recovery' },
  { path: 'reset', at: '/reset?h=abc&u=punchout@acme.example&i=1', heading: 'Reset Password' },
  { path: 'reset-welcome', at: '/reset-welcome?u=punchout@acme.example&p=abc', heading: 'Welcome! Set Your Password' },
];

describe('password pages in punch-out', () => {
  it.each(PAGES)('$at is absent in a punch-out session', async ({ path, at, heading }) => {
    open(path, at, 'PUNCH_OUT');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
  });

  it.each(PAGES)('$at opens for everyone else', async ({ path, at, heading }) => {
    open(path, at, 'STANDARD');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
