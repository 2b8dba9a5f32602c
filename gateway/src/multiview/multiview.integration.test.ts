import { describe, expect } from 'vitest';
import { MULTIVIEW_MESSAGES } from '@mro/rules/multiview';
import { test as it } from '../testing/fixtures.ts';

const VIEWER = '{ viewer { customerNumber defaultCustomerNumber canSwitchCustomer } }';
const CHOICES =
  'query C($s: String) { customerChoices(search: $s) { mode matchCount choices { customerNumber name } } }';
const SWITCH = `mutation S($n: String!) { switchCustomer(input: { customerNumber: $n }) { viewer { customerNumber } userErrors { field message code } } }`;

type Viewer = { viewer: { customerNumber: string; defaultCustomerNumber: string; canSwitchCustomer: boolean } };
type Choices = { customerChoices: { mode: string; matchCount: number; choices: { customerNumber: string }[] } };
type Switched = { switchCustomer: { viewer: { customerNumber: string } | null; userErrors: { message: string }[] } };

describe('multiview', () => {
  it('lets the associate search customers and switch to one, whose scans are then their own, and back', async ({
    associate,
  }) => {
    expect((await associate.gql<Viewer>(VIEWER)).data!.viewer).toEqual({
      customerNumber: '10000',
      defaultCustomerNumber: '10000',
      canSwitchCustomer: true,
    });
    expect((await associate.gql<Choices>(CHOICES, { s: 'a' })).data!.customerChoices).toEqual({
      mode: 'SEARCH',
      matchCount: 0,
      choices: [],
    });
    const found = (await associate.gql<Choices>(CHOICES, { s: 'globex' })).data!.customerChoices;
    expect(found.choices.map((c) => c.customerNumber)).toEqual(['10004']);
    const scanBefore = await associate.gql<{ scans: { totalCount: number } }>(
      '{ scans(input: { status: ACTIVE }) { totalCount } }',
    );
    expect(scanBefore.data!.scans.totalCount).toBe(0);
    const switched = await associate.gql<Switched>(SWITCH, { n: '10004' });
    expect(switched.data!.switchCustomer).toEqual({ viewer: { customerNumber: '10004' }, userErrors: [] });
    // The new session cookie carries the switch: the next request buys for 10004.
    expect((await associate.gql<Viewer>(VIEWER)).data!.viewer.customerNumber).toBe('10004');
    const scans = await associate.gql<{ scans: { nodes: { ownCustomer: boolean }[] } }>(
      '{ scans(input: { status: ACTIVE }) { nodes { ownCustomer } } }',
    );
    expect(scans.data!.scans.nodes).toEqual([{ ownCustomer: true }, { ownCustomer: true }]);
    const back = await associate.gql<Switched>(SWITCH, { n: '10000' });
    expect(back.data!.switchCustomer.viewer).toEqual({ customerNumber: '10000' });
    expect((await associate.gql<Viewer>(VIEWER)).data!.viewer.customerNumber).toBe('10000');
    const excluded = await associate.gql<Switched>(SWITCH, { n: '90001' });
    expect(excluded.data!.switchCustomer.userErrors[0]!.message).toBe('Unable to set allowed company');
  });

  it('refuses users without multiview', async ({ buyer }) => {
    expect((await buyer.gql<Viewer>(VIEWER)).data!.viewer.canSwitchCustomer).toBe(false);
    expect((await buyer.gql(CHOICES, { s: 'globex' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refused = await buyer.gql<Switched>(SWITCH, { n: '10004' });
    expect(refused.data!.switchCustomer).toEqual({
      viewer: null,
      userErrors: [{ field: 'customerNumber', message: MULTIVIEW_MESSAGES.notAllowed, code: 'FORBIDDEN' }],
    });
    expect((await buyer.gql<Viewer>(VIEWER)).data!.viewer.customerNumber).toBe('10001');
  });
});
