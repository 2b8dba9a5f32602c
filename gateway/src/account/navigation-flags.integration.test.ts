import { describe, expect } from 'vitest';
import { it } from '../testing/fixtures.ts';

const FLAGS = '{ viewer { sessionMode csrEmail quoteReportActive orderPadEnabled cardPaymentDisabled } }';

interface Flags {
  viewer: {
    sessionMode: string;
    csrEmail: string | null;
    quoteReportActive: boolean;
    orderPadEnabled: boolean;
    cardPaymentDisabled: boolean;
  } | null;
}

describe('the viewer flags of the header and main navigation (storefront §2.3, account-admin §6)', () => {
  it('gives a buyer the CSR e-mail, the order pad and card payments', async ({ buyer }) => {
    expect((await buyer.gql<Flags>(FLAGS)).data?.viewer).toEqual({
      sessionMode: 'STANDARD',
      csrEmail: 'csr@vallen.example',
      quoteReportActive: false,
      orderPadEnabled: true,
      cardPaymentDisabled: false,
    });
  });

  it('closes the order pad to express users and to the one customer it is switched off for', async ({
    express,
    globex,
  }) => {
    expect((await express.gql<Flags>(FLAGS)).data?.viewer).toMatchObject({
      sessionMode: 'EXPRESS',
      orderPadEnabled: false,
    });
    expect((await globex.gql<Flags>(FLAGS)).data?.viewer).toMatchObject({
      sessionMode: 'STANDARD',
      orderPadEnabled: false,
    });
  });

  it('tells a punch-out user with the quote report from one without', async ({ punchout, punchoutBilling }) => {
    expect((await punchout.gql<Flags>(FLAGS)).data?.viewer).toMatchObject({ quoteReportActive: false });
    expect((await punchoutBilling.gql<Flags>(FLAGS)).data?.viewer).toMatchObject({ quoteReportActive: true });
  });

  it('marks card payments disabled for a disable_cc user', async ({ nocard }) => {
    expect((await nocard.gql<Flags>(FLAGS)).data?.viewer).toMatchObject({ cardPaymentDisabled: true });
  });

  it('answers no viewer to a guest', async ({ stack }) => {
    expect((await stack.client().gql<Flags>(FLAGS)).data).toEqual({ viewer: null });
  });
});
