import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { TOOLS_MESSAGES } from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { CustomerApplicationDocument, type ApplicationDetailFragment } from './Applications.generated';
import { ApplicationNotes } from './ApplicationNotes';
import { ApplicationReview } from './ApplicationReview';
import { Facts } from './LookupSearch';
import { APPLICATIONS_PATH } from './toolPaths';
import './tools.css';

/** Back to the list as it was left: its filters and page came along in the history entry's state. */
function BackToList() {
  const state: unknown = useLocation().state;
  const list =
    typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string' ? state.list : '';
  return <Link to={`${APPLICATIONS_PATH}${list.startsWith('?') ? list : ''}`}>Back to Customer Applications</Link>;
}

/** One customer application: its facts, its review (editable until Approved or Rejected) and its notes. */
export function ApplicationPage() {
  const { id = '' } = useParams();
  usePageTitle(`Customer Application ${id}`);
  const { data, loading, error } = useQuery(CustomerApplicationDocument, { variables: { id } });
  if (loading && !data) return <Spinner label="Loading application…" />;
  const application = data?.customerApplication;
  if (!application)
    return (
      <>
        <h1>Customer Application</h1>
        <Alert tone="error">
          {error ? friendlyError(error, TOOLS_MESSAGES.applicationNotFound) : TOOLS_MESSAGES.applicationNotFound}
        </Alert>
        <BackToList />
      </>
    );
  return (
    <>
      <h1>{application.companyName}</h1>
      <p>
        Application {application.id}, submitted {formatDate(application.created)}. <BackToList />
      </p>
      <div className="tools-columns">
        <ApplicationFacts application={application} />
        <div>
          <ApplicationReview key={`${application.id}-${application.status}`} application={application} />
          <ApplicationNotes application={application} />
        </div>
      </div>
    </>
  );
}

function ApplicationFacts({ application: a }: { application: ApplicationDetailFragment }) {
  const facts: [string, string | null | undefined][] = [
    ['Customer type', a.customerType === 'NEW' ? 'New' : 'Existing'],
    ['Company legal name', a.companyName],
    ['DBA', a.companyDba],
    ['City, state', `${a.city}, ${a.state}`],
    ['Company phone', a.companyPhone],
    ['Contact', a.name],
    ['E-mail', a.email],
    ['Sales associate', a.salesAssociate],
    ['DUNS', a.duns],
    ['Nature of business', a.businessNature],
    ['Business type', a.businessType],
    ['Vertical', a.vertical],
    ['MRO spend', a.mroSpend],
    ['Employees', a.employees],
    ['Services', a.services.join(', ')],
    ['Submissions', String(a.submissionCount)],
    ['Last updated by', a.updatedBy],
  ];
  return (
    <section aria-labelledby="application-facts">
      <h2 id="application-facts">Application</h2>
      <Facts facts={facts} />
    </section>
  );
}
