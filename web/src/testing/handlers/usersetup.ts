import { HttpResponse } from 'msw';
import { SubmitUserSetupRequestDocument } from '../../features/usersetup/UserSetup.generated';
import type { SubmitUserSetupRequestInput } from '../../generated/graphql';
import { api } from '../api';

export const userSetupState = { sent: [] as SubmitUserSetupRequestInput[], fail: false };
export const resetUserSetup = () => {
  userSetupState.sent = [];
  userSetupState.fail = false;
};

export const userSetupHandlers = [
  api.mutation(SubmitUserSetupRequestDocument, ({ variables }) => {
    userSetupState.sent.push(variables.input);
    const { input } = variables;
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        submitUserSetupRequest: userSetupState.fail
          ? {
              __typename: 'SubmitUserSetupRequestPayload',
              request: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: null,
                  message: 'An error occurred. The request could not be made at this time.',
                  code: 'UPSTREAM_UNAVAILABLE',
                },
              ],
            }
          : {
              __typename: 'SubmitUserSetupRequestPayload',
              request: {
                __typename: 'UserSetupRequest',
                id: String(userSetupState.sent.length),
                requestDate: '2026-11-25',
                requestType: input.requestType,
                status: 'pending',
                name: input.name,
                email: input.email,
                customerCount: input.customers.length,
              },
              userErrors: [],
            },
      },
    });
  }),
];
