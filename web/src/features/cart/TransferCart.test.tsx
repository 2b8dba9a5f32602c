import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUNCH_OUT_INSPECT_ONLY, PUNCH_OUT_NOT_STARTED } from '@mro/rules/punchout';
import { answerMutation, api } from '../../testing/api';
import { checkoutActionsOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CheckoutActions } from './CheckoutActions';
import { CheckoutActionsDocument, TransferCartDocument } from './CheckoutActions.generated';

type Posted = { action: string; target: string; method: string; fields: [string, string][] };

const capturePosts = () => {
  const posted: Posted[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.action,
      target: this.target,
      method: this.method,
      fields: [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
    });
  });
  return posted;
};

/** The cart's checkout buttons in a punch-out session started by `systemName` (null: logged in on the store). */
function openPunchOutCart(
  systemName: string | null,
  lineCount: number,
  operation: 'CREATE' | 'EDIT' | 'INSPECT' = 'CREATE',
) {
  server.use(
    api.query(CheckoutActionsDocument, () =>
      HttpResponse.json({
        data: checkoutActionsOf({
          viewer: {
            sessionMode: 'PUNCH_OUT',
            punchOut:
              systemName === null ? null : { __typename: 'PunchOutSession', systemName, format: 'CXML', operation },
          },
          cart: { lineCount },
        }),
      }),
    ),
  );
  renderRoute(<CheckoutActions disabled={false} lineCount={lineCount} />, { path: '/cart' });
}

afterEach(() => vi.restoreAllMocks());

describe('transferring a punch-out cart', () => {
  it('an inspect session shows the requisition read-only: Transfer cart disabled, with the reason', async () => {
    openPunchOutCart('Acme Ariba', 2, 'INSPECT');
    expect(await screen.findByText(PUNCH_OUT_INSPECT_ONLY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer cart' })).toBeDisabled();
    expect(screen.queryByText(/^Sends /)).not.toBeInTheDocument();
  });

  it('shows Transfer cart instead of Check Out and posts the server’s form to the procurement system', async () => {
    let transfers = 0;
    // The server builds the form: the return address and a field per line.
    server.use(
      answerMutation(TransferCartDocument, () => {
        transfers += 1;
        return {
          transferCart: {
            __typename: 'TransferCartPayload',
            form: {
              __typename: 'ProcurementForm',
              action: 'https://buyer.example/return',
              target: '_top',
              fields: ['100001', '100002'].map((value) => ({
                __typename: 'ProcurementFormField' as const,
                name: 'PartNumber',
                value,
              })),
            },
            lineCount: 2,
            userErrors: [],
          },
        };
      }),
    );
    const posted = capturePosts();
    openPunchOutCart('Acme Ariba', 2);
    const transfer = await screen.findByRole('button', { name: 'Transfer cart' });
    expect(screen.queryByRole('button', { name: 'Check Out' })).not.toBeInTheDocument();
    expect(screen.getByText('Sends all 2 lines to Acme Ariba for approval there.')).toBeInTheDocument();
    fireEvent.click(transfer);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: 'https://buyer.example/return',
      target: '_top',
      method: 'post',
      fields: [
        ['PartNumber', '100001'],
        ['PartNumber', '100002'],
      ],
    });
    expect(transfers).toBe(1);
  });

  it('explains why a punch-out user who logged in on the store cannot transfer', async () => {
    openPunchOutCart(null, 1);
    expect(await screen.findByText(PUNCH_OUT_NOT_STARTED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer cart' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Check Out' })).not.toBeInTheDocument();
  });
});
