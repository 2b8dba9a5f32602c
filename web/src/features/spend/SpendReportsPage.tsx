import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SPEND_MESSAGES, presetPeriod, todayIso, type SpendPeriod } from '@mro/rules/spend';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { formatDate } from '../../lib/format';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { SpendReportDocument } from './SpendReport.generated';
import { SpendPeriodForm } from './SpendPeriodForm';
import { SpendSection } from './SpendSection';
import './spend.css';

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
            <SpendSection
              title="Spend by month"
              heading="Month"
              dimension="MONTH"
              groups={report.byMonth}
              input={period}
              fileName={file('month')}
            />
            <SpendSection
              title="Spend by department"
              heading="Department"
              dimension="DEPARTMENT"
              groups={report.byDepartment}
              input={period}
              fileName={file('department')}
            />
            <SpendSection
              title="Spend by user"
              heading="User"
              dimension="USER"
              groups={report.byUser}
              input={period}
              fileName={file('user')}
            />
            <SpendSection
              title="Spend by category"
              heading="Category"
              dimension="CATEGORY"
              groups={report.byCategory}
              input={period}
              fileName={file('category')}
            />
            <SpendSection
              title="Spend by brand"
              heading="Brand"
              dimension="BRAND"
              groups={report.byBrand}
              input={period}
              fileName={file('brand')}
            />
          </div>
        </>
      )}
    </>
  );
}
