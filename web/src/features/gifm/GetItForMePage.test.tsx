import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GIFM_MESSAGES } from '@mro/rules/gifm';
import { answerMutation, answerQuery } from '../../testing/api';
import {
  gifmAccessOf,
  gifmRequestItemOf,
  gifmRequestOf,
  submittedGifmRequest,
  withdrawnGifmRequest,
} from '../../testing/factories/gifm';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import {
  GetItForMeAccessDocument,
  MyGetItForMeRequestsDocument,
  SubmitGetItForMeRequestDocument,
  WithdrawGetItForMeRequestDocument,
  type GetItForMeAccessQuery,
  type GetItForMeRequestFieldsFragment,
  type SubmitGetItForMeRequestMutationVariables,
  type WithdrawGetItForMeRequestMutationVariables,
} from './GetItForMe.generated';
import { GetItForMePage, type GifmKind } from './GetItForMePage';

const SOON = { timeout: 10_000 };
const PATHS: Record<GifmKind, string> = { QUOTE: '/my-account/quote', ORDER: '/my-account/non-stock' };

type Sent = SubmitGetItForMeRequestMutationVariables['input'];

/**
 * The gateway of these tests: the user's access, their requests (none until one is sent: then the
 * request `submitted` answers), and what each submission and withdrawal sent.
 */
function gateway({
  access = gifmAccessOf(),
  submitted = gifmRequestOf(),
}: { access?: GetItForMeAccessQuery['getItForMe']; submitted?: GetItForMeRequestFieldsFragment } = {}) {
  const sent: Sent[] = [];
  const withdrawn: WithdrawGetItForMeRequestMutationVariables['input'][] = [];
  let requests: GetItForMeRequestFieldsFragment[] = [];
  server.use(
    answerQuery(GetItForMeAccessDocument, { getItForMe: access }),
    // A function: the list as it stands at each request, after any submit or withdraw.
    answerQuery(MyGetItForMeRequestsDocument, () => ({ myGetItForMeRequests: requests })),
    answerMutation(SubmitGetItForMeRequestDocument, ({ variables }) => {
      sent.push(variables.input);
      requests = [submitted];
      const confirmation = `Your quote request ${submitted.orderNumber} has been sent.`;
      return { submitGetItForMeRequest: submittedGifmRequest(submitted, confirmation) };
    }),
    answerMutation(WithdrawGetItForMeRequestDocument, ({ variables }) => {
      withdrawn.push(variables.input);
      requests = [withdrawnGifmRequest(submitted).request!];
      return { withdrawGetItForMeRequest: withdrawnGifmRequest(submitted) };
    }),
  );
  return { sent, withdrawn };
}

const renderPage = (kind: GifmKind) => renderRoute(<GetItForMePage kind={kind} />, { path: PATHS[kind] });

const form = async (name: string) => screen.findByRole('form', { name }, SOON);
const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('Get it for Me', () => {
  it('shows every §5 message on submit and sends nothing until the item is valid', async () => {
    const { sent } = gateway();
    renderPage('ORDER');
    const order = await form('Order Non-Stock');
    fill(order, 'Manufacturer', 'M'.repeat(31));
    fill(order, 'Quantity', '1.5');
    fireEvent.click(within(order).getByRole('button', { name: 'Place Order' }));
    for (const message of [
      GIFM_MESSAGES.manufacturerTooLong,
      GIFM_MESSAGES.descriptionRequired,
      GIFM_MESSAGES.quantityWhole,
      GIFM_MESSAGES.uomRequired,
      GIFM_MESSAGES.lastPaidRequired,
    ]) {
      expect(await within(order).findByText(message, {}, SOON)).toBeInTheDocument();
    }
    fill(order, 'Manufacturer', '');
    expect(await within(order).findByText(GIFM_MESSAGES.manufacturerRequired, {}, SOON)).toBeInTheDocument();
    fill(order, 'Quantity', '');
    expect(await within(order).findByText(GIFM_MESSAGES.quantityRequired, {}, SOON)).toBeInTheDocument();
    fill(order, 'Last Price Paid', '12.505');
    expect(await within(order).findByText(GIFM_MESSAGES.lastPaidInvalid, {}, SOON)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers the 24 units, checks attachments, cuts long names at 40 and sends the request', async () => {
    const longName = 'valve-specification-sheet-for-the-maintenance-team.pdf';
    const { sent, withdrawn } = gateway({
      submitted: gifmRequestOf({ items: [gifmRequestItemOf({ attachmentNames: [longName] })] }),
    });
    renderPage('QUOTE');
    const quote = await form('Request Quote');
    const units = within(quote).getByLabelText<HTMLSelectElement>(/^Unit of Measure/);
    expect([...units.options].map((o) => o.value).filter(Boolean)).toHaveLength(24);
    fill(quote, 'Manufacturer', 'Acme Valves');
    fill(quote, 'Description', 'Brass ball valve');
    fill(quote, 'Quantity', '3');
    fireEvent.change(units, { target: { value: 'BX' } });
    const picker = within(quote).getByLabelText(/^Attachments/);
    fireEvent.change(picker, { target: { files: [new File(['x'], 'setup.exe')] } });
    expect(await within(quote).findByText('setup.exe', {}, SOON)).toBeInTheDocument();
    fireEvent.click(within(quote).getByRole('button', { name: 'Request Quote' }));
    expect(await within(quote).findByText(GIFM_MESSAGES.attachmentType, {}, SOON)).toBeInTheDocument();
    fireEvent.click(within(quote).getByRole('button', { name: 'Remove setup.exe' }));
    fireEvent.change(picker, { target: { files: [new File(['%PDF'], longName)] } });
    expect(await within(quote).findByText(`${longName.slice(0, 40)}…`, {}, SOON)).toBeInTheDocument();
    fireEvent.click(within(quote).getByRole('button', { name: 'Request Quote' }));
    expect(await screen.findByText('Your quote request 109001-00 has been sent.', {}, SOON)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        kind: 'QUOTE',
        purchaseOrderNumber: null,
        comment: null,
        items: [
          {
            manufacturer: 'Acme Valves',
            partNumber: null,
            description: 'Brass ball valve',
            quantity: 3,
            unitOfMeasure: 'BX',
            lastPaid: null,
            siteUrl: null,
            requiredDate: null,
            attachments: [{ fileName: longName, base64: btoa('%PDF') }],
          },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'View 109001-00' })).toHaveAttribute(
      'href',
      '/my-account/review-quote-details/109001-00',
    );
    const row = (await screen.findByRole('rowheader', { name: '109001-00' }, SOON)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw 109001-00' }));
    expect(await screen.findByText('Request for 109001-00 was withdrawn.', {}, SOON)).toBeInTheDocument();
    expect(withdrawn).toEqual([{ id: '1' }]);
  });

  it('does not require the last price on quotes and sends several items', async () => {
    const { sent } = gateway();
    renderPage('QUOTE');
    const quote = await form('Request Quote');
    fireEvent.click(within(quote).getByRole('button', { name: 'Add Another Item' }));
    for (const n of [1, 2]) {
      fill(quote, `Manufacturer \\(item ${n}\\)`, `Maker ${n}`);
      fill(quote, `Description \\(item ${n}\\)`, `Thing ${n}`);
      fireEvent.change(within(quote).getByLabelText(`Unit of Measure (item ${n})`), { target: { value: 'EA' } });
    }
    fireEvent.click(within(quote).getByRole('button', { name: 'Request Quote' }));
    await waitFor(() => expect(sent).toHaveLength(1), SOON);
    expect(sent[0]!.items.map((i) => i.manufacturer)).toEqual(['Maker 1', 'Maker 2']);
  });

  it('keeps the confirmation when the form is rebuilt (the access query answering again)', async () => {
    gateway();
    const { client } = renderPage('QUOTE');
    const quote = await form('Request Quote');
    fill(quote, 'Manufacturer', 'Acme Valves');
    fill(quote, 'Description', 'Brass ball valve');
    fireEvent.change(within(quote).getByLabelText(/^Unit of Measure/), { target: { value: 'EA' } });
    fireEvent.click(within(quote).getByRole('button', { name: 'Request Quote' }));
    const confirmation = await screen.findByText('Your quote request 109001-00 has been sent.', {}, SOON);
    // Submitted at the foot of the form, the buyer is taken to the confirmation above it.
    expect(confirmation.closest('[role="status"]')).toHaveFocus();
    // A store reset refetches every query: the page shows its spinner, then a new form.
    await client.resetStore();
    await form('Request Quote');
    expect(screen.getByText('Your quote request 109001-00 has been sent.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View 109001-00' })).toHaveAttribute(
      'href',
      '/my-account/review-quote-details/109001-00',
    );
  });

  // The header's Get it for Me entry (shown with either permission): app/mainNavigation.test.ts.
  it('answers 404 without the permission', async () => {
    gateway({ access: gifmAccessOf({ nonStockOrders: false }) });
    renderPage('ORDER');
    expect(await screen.findByLabelText('Landed at', {}, SOON)).toHaveTextContent('/404');
  });

  it('answers 404 when neither kind is allowed', async () => {
    gateway({ access: gifmAccessOf({ quotes: false, nonStockOrders: false }) });
    renderPage('QUOTE');
    expect(await screen.findByLabelText('Landed at', {}, SOON)).toHaveTextContent('/404');
  });
});
