import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CompanySettingsDocument, type CompanySettingsQuery } from './CompanySettings.generated';
import { CompanySettings } from './CompanySettings';

type Settings = CompanySettingsQuery['companyWorkflow'];

const ACME: Settings = {
  __typename: 'CompanyWorkflow',
  workflowApproval: true,
  inUnits: false,
  limitBasis: 'ORDER',
  approvalGroup: 'DEPARTMENT',
  approvalMethod: 'SEQUENTIAL',
  limitUnitType: 'ALL',
  orderLimit: 25000,
  itemWarehouse: 'DBEL',
  usesCustomFields: true,
};

const show = async (settings: Settings) => {
  server.use(answerQuery(CompanySettingsDocument, { companyWorkflow: settings }));
  renderRoute(<CompanySettings />, { path: '/administration' });
  const panel = await screen.findByRole('region', { name: 'Company Settings' });
  const value = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
  return { panel, value };
};

// account-admin-calls §3 "Company settings", shown read-only in Administration.
describe('Company Settings', () => {
  it('shows the workflow group, method, unit type, order limit, item warehouse and custom fields', async () => {
    const { panel, value } = await show(ACME);
    expect(value('Order approval')).toBe('On');
    expect(value('Orders over a limit go to')).toBe("The department's approvers");
    expect(value('Approval steps')).toBe('One step at a time');
    expect(value('Limits set')).toBe('One limit for every item');
    expect(value('Company order limit (over it: the master approvers)')).toBe('$25,000.00');
    expect(value('Items ship from warehouse')).toBe('DBEL');
    expect(value('Custom profile fields')).toBe('Used');
    // Read-only: nothing to change here.
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the order limit in units for a units company', async () => {
    const units = await show({
      ...ACME,
      inUnits: true,
      orderLimit: 400,
      approvalGroup: 'USER',
      limitUnitType: 'ITEM_TYPE',
    });
    expect(units.value('Company order limit (over it: the master approvers)')).toBe('400 units');
    expect(units.value('Orders over a limit go to')).toBe("The buyer's supervisors");
    expect(units.value('Limits set')).toBe('Per item type');
  });

  it('says Off for every workflow setting of a company without order approval', async () => {
    const { value } = await show({
      ...ACME,
      workflowApproval: false,
      approvalGroup: null,
      approvalMethod: null,
      limitUnitType: null,
      orderLimit: null,
      usesCustomFields: false,
    });
    for (const term of [
      'Order approval',
      'Orders over a limit go to',
      'Approval steps',
      'Limits set',
      'Company order limit (over it: the master approvers)',
    ])
      expect(value(term)).toBe('Off');
    expect(value('Custom profile fields')).toBe('Not used');
  });
});
