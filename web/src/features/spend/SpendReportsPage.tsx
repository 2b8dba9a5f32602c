import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SPEND_MESSAGES, presetPeriod, todayIso, type SpendPeriod } from '@mro/rules/spend';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { formatDate } from '../../lib/format';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { SpendReportDocument, type SpendReportQuery } from './SpendReport.generated';
import type { SpendDimension } from '../../generated/graphql';
import { SpendPeriodForm } from './SpendPeriodForm';
import { SpendSection } from './SpendSection';
import './spend.css';

type Report = SpendReportQuery['spendReport'];

/** The report's sections, in order: what each groups by, its CSV's name, and its rows. */
const SECTIONS: readonly { name: string; dimension: SpendDimension; groups: (report: Report) => Report['byMonth'] }[] =
  [
    { name: 'month', dimension: 'MONTH', groups: (report) => report.byMonth },
    { name: 'department', dimension: 'DEPARTMENT', groups: (report) => report.byDepartment },
    { name: 'user', dimension: 'USER', groups: (report) => report.byUser },
    { name: 'category', dimension: 'CATEGORY', groups: (report) => report.byCategory },
    { name: 'brand', dimension: 'BRAND', groups: (report) => report.byBrand },
  ];

/** Spend reports (issue 33): the company's spend over a period by month, department, user, category and brand. */
export function SpendReportsPage() {
  usePageTitle('Spend Reports');
  const [period, setPeriod] = useState<SpendPeriod>(() => presetPeriod('last12', todayIso()));
  const { data, previousData, loading, error } = useQuery(SpendReportDocument, { variables: { input: period } });
  const report = (data ?? previousData)?.spendReport;
  const file = (name: string) => `spend-by-${name}-${period.from}-to-${period.to}.csv`;
  return (
    <>
      <h1>Spend Reports</h1>
      <SpendPeriodForm period={period} onPeriod={setPeriod} />
      {loading && <Spinner label="Loading spend report…" />}
      {error && !loading && <Alert tone="error">{friendlyError(error, SPEND_MESSAGES.failed)}</Alert>}
      {report && (
        <>
          <p className="spend-summary" aria-live="polite">
            {formatDate(report.from)} to {formatDate(report.to)}: <strong>{report.total.display}</strong> over{' '}
            {report.orderCount} orders
          </p>
          <div className="spend-sections">
            {SECTIONS.map(({ name, dimension, groups }) => (
              <SpendSection
                key={name}
                title={`Spend by ${name}`}
                heading={name.charAt(0).toUpperCase() + name.slice(1)}
                dimension={dimension}
                groups={groups(report)}
                input={period}
                fileName={file(name)}
              />
            ))}
          </div>
        </>
      )}
    </>
  );
}
