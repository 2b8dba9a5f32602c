import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { gql } from '@apollo/client';
import { GRAPHQL_URL } from '../testing/api';
import { server } from '../testing/server';
import { testClient } from '../testing/client';
import { createErrorReporter, type ClientErrorReport } from './errorReporting';

const REPORTS_URL = 'http://localhost/client-errors';
const PLACE_ORDER = gql`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        orderNumber
      }
    }
  }
`;
const ORDERS = gql`
  query OrderHistory($input: OrderHistoryInput!) {
    orderHistory(input: $input) {
      totalCount
    }
  }
`;

/** A client whose GraphQL answers come from `answer`, and the reports it sent. */
const setUp = (answer: () => Response) => {
  const reports: ClientErrorReport[] = [];
  server.use(
    // Queries come as GETs, mutations as POSTs.
    http.all(GRAPHQL_URL, answer),
    http.post(REPORTS_URL, async ({ request }) => {
      reports.push((await request.json()) as ClientErrorReport);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const client = testClient({
    onSessionEnd: () => {},
    reportError: createErrorReporter(REPORTS_URL),
  });
  return { client, reports };
};

const CARD = { input: { idempotencyKey: 'k'.repeat(32), cardNumber: '4111111111111111', address1: '1 Main St' } };

describe('error reporting', () => {
  it('reports a server failure of an order with the request id and without its payload', async () => {
    const { client, reports } = setUp(
      () => new HttpResponse('Bad gateway', { status: 502, headers: { 'x-request-id': 'req-502' } }),
    );
    await expect(client.mutate({ mutation: PLACE_ORDER, variables: CARD })).rejects.toThrow();
    await expect.poll(() => reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      status: 502,
      operationName: 'PlaceOrder',
      requestId: 'req-502',
      variables: null,
    });
    expect(JSON.stringify(reports)).not.toMatch(/4111|Main St/);
  });

  it('reports an internal GraphQL error with its code and the variables that are not personal', async () => {
    const { client, reports } = setUp(() =>
      HttpResponse.json({
        errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    );
    await expect(
      client.query({ query: ORDERS, variables: { input: { page: 3, text: 'gloves', shipTo: '0001' } } }),
    ).rejects.toThrow();
    await expect.poll(() => reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      status: 200,
      operationName: 'OrderHistory',
      variables: { input: { page: 3, text: 'gloves', shipTo: '0001' } },
    });
  });

  it('does not report no answer, 401, 403, 404 or an input mistake the form shows', async () => {
    const answers: (() => Response)[] = [
      () => HttpResponse.error(),
      () => new HttpResponse(null, { status: 401 }),
      () => new HttpResponse(null, { status: 403 }),
      () => new HttpResponse(null, { status: 404 }),
      () => HttpResponse.json({ errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] }),
      () => HttpResponse.json({ errors: [{ message: 'Too long', extensions: { code: 'BAD_USER_INPUT' } }] }),
      // Then one that is reported: reports go out in order, so it is the only one if the others sent none.
      () => new HttpResponse('Down', { status: 503 }),
    ];
    let next = 0;
    const { client, reports } = setUp(() => answers[next++]?.() ?? HttpResponse.error());
    for (let i = 0; i < answers.length; i += 1)
      await expect(
        client.query({ query: ORDERS, variables: { input: { page: i } }, fetchPolicy: 'no-cache' }),
      ).rejects.toThrow();
    await expect.poll(() => reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ status: 503 });
  });

  it('sends at most five reports a minute', async () => {
    const { client, reports } = setUp(() => new HttpResponse('Down', { status: 500 }));
    for (let i = 0; i < 8; i += 1)
      await expect(
        client.query({ query: ORDERS, variables: { input: { page: i } }, fetchPolicy: 'no-cache' }),
      ).rejects.toThrow();
    await expect.poll(() => reports).toHaveLength(5);
  });
});
