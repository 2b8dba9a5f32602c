import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ViewerDocument } from '../features/auth/Viewer.generated';
import { viewerOf } from '../testing/factories/auth';
import { api } from '../testing/api';
import { renderRoute } from '../testing/renderRoute';
import { server } from '../testing/server';
import { NotInPunchOut } from './NotInPunchOut';

const openRecovery = (sessionMode: 'PUNCH_OUT' | 'STANDARD') => {
  server.use(
    api.query(ViewerDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', viewer: viewerOf({ sessionMode }) } }),
    ),
  );
  renderRoute(
    <NotInPunchOut>
      <h1>Password Recovery</h1>
    </NotInPunchOut>,
    { path: '/password-recovery' },
  );
};

describe('password recovery in punch-out', () => {
  it('is absent in a punch-out session', async () => {
    openRecovery('PUNCH_OUT');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Password Recovery' })).not.toBeInTheDocument();
  });

  it('opens for everyone else', async () => {
    openRecovery('STANDARD');
    expect(await screen.findByRole('heading', { name: 'Password Recovery' })).toBeInTheDocument();
  });
});
