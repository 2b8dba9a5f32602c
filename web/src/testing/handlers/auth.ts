import { HttpResponse } from 'msw';
import { LoginDocument, LogoutDocument } from '../../features/auth/Login.generated';
import { ViewerDocument } from '../../features/auth/Viewer.generated';
import { api } from '../api';
import { buyer } from '../fixtures';

/** The session of the mocked gateway; tests flip it with `setLoggedIn`. */
const session = { loggedIn: true };
export const setLoggedIn = (loggedIn: boolean) => {
  session.loggedIn = loggedIn;
};

export const isLoggedIn = (): boolean => session.loggedIn;

export const authHandlers = [
  api.query(ViewerDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', viewer: session.loggedIn ? buyer : null } }),
  ),
  api.mutation(LoginDocument, ({ variables }) => {
    const ok = variables.input.username === buyer.username && variables.input.password === 'secret';
    if (ok) session.loggedIn = true;
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        login: {
          __typename: 'LoginPayload',
          viewer: ok ? buyer : null,
          userErrors: ok
            ? []
            : [{ __typename: 'UserError', field: null, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }],
        },
      },
    });
  }),
  api.mutation(LogoutDocument, () => {
    session.loggedIn = false;
    return HttpResponse.json({
      data: { __typename: 'Mutation', logout: { __typename: 'LogoutPayload', loggedOut: true } },
    });
  }),
];
