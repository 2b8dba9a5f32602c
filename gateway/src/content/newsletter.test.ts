// The footer's newsletter sign-up over the typed fake ERP: the rule's messages before any ERP call, list
// 75798 in the call, the thanks, the failure message, and the throttle on one address.
import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway, type UnitGateway } from '../testing/unit.ts';

const SUBSCRIBE =
  'mutation ($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { message userErrors { field message code } } }';
type Outcome = {
  subscribeToNewsletter: {
    message: string | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};
const subscribe = async (gateway: UnitGateway, email: string) =>
  (await gateway.run<Outcome>(SUBSCRIBE, { input: { email } })).data!.subscribeToNewsletter;
const subscribed = (email: string) => ({ list_id: 75798, email, subscribed: true });

describe('newsletter sign-up', () => {
  it('puts a guest’s address on list 75798 and thanks them', async () => {
    const gateway = await unitGateway(
      { 'POST /newsletter/subscribe': ({ body }) => subscribed((body as { email: string }).email) },
      { principal: null },
    );
    expect(await subscribe(gateway, ' pat@example.com ')).toEqual({
      message: 'Thank you for subscribing to our newsletter.',
      userErrors: [],
    });
    expect(gateway.callsTo('POST /newsletter/subscribe')[0]!.body).toEqual({
      list_id: 75798,
      email: 'pat@example.com',
    });
  });

  it('checks the address before the ERP and says when the ERP fails', async () => {
    const gateway = await unitGateway(
      {
        'POST /newsletter/subscribe': () => {
          throw erpError(503, 'down');
        },
      },
      { principal: null },
    );
    expect((await subscribe(gateway, '')).userErrors).toEqual([
      { field: 'email', message: 'Please enter your e-mail address to subscribe.', code: 'INVALID_INPUT' },
    ]);
    expect((await subscribe(gateway, 'pat@')).userErrors[0]?.message).toBe('Please enter a valid e-mail address.');
    expect(gateway.calls).toEqual([]);
    expect(await subscribe(gateway, 'pat@example.com')).toEqual({
      message: null,
      userErrors: [
        {
          field: null,
          message: 'We could not sign you up right now. Please try again later.',
          code: 'UPSTREAM_UNAVAILABLE',
        },
      ],
    });
  });

  it('refuses a sixth sign-up of one address within the hour', async () => {
    const gateway = await unitGateway(
      { 'POST /newsletter/subscribe': ({ body }) => subscribed((body as { email: string }).email) },
      { principal: null },
    );
    for (let i = 0; i < 5; i++) expect((await subscribe(gateway, 'PAT@example.com')).userErrors).toEqual([]);
    expect((await subscribe(gateway, 'pat@example.com')).userErrors[0]?.code).toBe('THROTTLED');
    expect(gateway.callsTo('POST /newsletter/subscribe')).toHaveLength(5);
  });
});
