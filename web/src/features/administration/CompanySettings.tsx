import { useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { CompanySettingsDocument, type CompanySettingsQuery } from './CompanySettings.generated';

type Settings = CompanySettingsQuery['companyWorkflow'];

const GROUP = { USER: "The buyer's supervisors", DEPARTMENT: "The department's approvers" } as const;
const METHOD = { SEQUENTIAL: 'One step at a time', PARALLEL: 'Every approver at once' } as const;
const UNIT_TYPE = { ITEM_TYPE: 'Per item type', ALL: 'One limit for every item' } as const;
const OFF = 'Off';

const orderLimit = (s: Settings): string => {
  if (!s.workflowApproval) return OFF;
  if (s.orderLimit === null || s.orderLimit === undefined) return 'None';
  return s.inUnits
    ? `${s.orderLimit.toLocaleString('en-US')} units`
    : s.orderLimit.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
};

/** The rows of the panel: the spec's company settings in the administrator's words. */
const rows = (s: Settings): [string, string][] => [
  ['Order approval', s.workflowApproval ? 'On' : OFF],
  ['Limits counted in', s.inUnits ? 'Units' : 'Dollars'],
  ['Limit basis', s.limitBasis === 'CUMULATIVE' ? 'Cumulative (spent in the term)' : 'Each order alone'],
  ['Orders over a limit go to', s.approvalGroup ? GROUP[s.approvalGroup] : OFF],
  ['Approval steps', s.approvalMethod ? METHOD[s.approvalMethod] : OFF],
  ['Limits set', s.limitUnitType ? UNIT_TYPE[s.limitUnitType] : OFF],
  ['Company order limit (over it: the master approvers)', orderLimit(s)],
  ['Items ship from warehouse', s.itemWarehouse],
  ['Custom profile fields', s.usesCustomFields ? 'Used' : 'Not used'],
];

/** Administration's read-only Company Settings (account-admin-calls §3): set by the provider, not here. */
export function CompanySettings() {
  const { data, loading, error } = useQuery(CompanySettingsDocument);
  if (loading && !data) return <Spinner label="Loading company settings…" />;
  if (!data) return <Alert tone="error">{friendlyError(error, messages.unexpectedError)}</Alert>;
  return (
    <Card title="Company Settings">
      <p>Your company&apos;s settings, as your account team set them. Contact them to change one.</p>
      <dl className="details">
        {rows(data.companyWorkflow).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
