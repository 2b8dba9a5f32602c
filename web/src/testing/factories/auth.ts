import { HttpResponse } from 'msw';
import type { LoginInput } from '../../generated/graphql';
import { LoginDocument } from '../../features/auth/Login.generated';
import { ViewerDocument, type ViewerFieldsFragment } from '../../features/auth/Viewer.generated';
import { api } from '../api';
import { buyer } from '../fixtures';
import { server } from '../server';

/** The viewer the gateway answers for a logged-in user: Bea Buyer of Acme Fabrication unless overridden. */
export const viewerOf = (overrides: Partial<ViewerFieldsFragment> = {}): ViewerFieldsFragment => ({
  ...buyer,
  ...overrides,
});

export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * A guest's session at the gateway: the viewer is null until a login with the buyer's e-mail and
 * the password "secret"; any other password is refused with the gateway's message. Returns the
 * login inputs sent.
 */
export function guestSession(): LoginInput[] {
  const session = { viewer: null as ViewerFieldsFragment | null, logins: [] as LoginInput[] };
  server.use(
    api.query(ViewerDocument, () => HttpResponse.json({ data: { __typename: 'Query', viewer: session.viewer } })),
    api.mutation(LoginDocument, ({ variables: { input } }) => {
      session.logins.push(input);
      const accepted = input.username === buyer.username && input.password === 'secret';
      if (accepted) session.viewer = viewerOf();
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          login: {
            __typename: 'LoginPayload',
            viewer: session.viewer,
            userErrors: accepted
              ? []
              : [{ __typename: 'UserError', field: null, message: INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS' }],
          },
        },
      });
    }),
  );
  return session.logins;
}
