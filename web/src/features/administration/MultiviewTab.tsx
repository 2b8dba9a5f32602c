import { useQuery } from '@apollo/client/react';
import { MULTIVIEW_MESSAGES } from '@mro/rules/multiview';
import { Alert } from '../../ui/Alert';
import { CompanyRow } from './CompanyRow';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import {
  AddAllowedCompanyDocument,
  CompanyUserAllowedCompaniesDocument,
  RemoveAllowedCompanyDocument,
} from './Companies.generated';
import { CompanyFinder } from './CompanyFinder';

/**
 * The user dialog's Multiview tab (account-admin-calls §2.4, super access only): the companies the user
 * may switch to besides their own, with Remove, and a search to add one. Each change is saved at once
 * (with a toast), not by Update.
 */
export function MultiviewTab({ userId }: { userId: string | null }) {
  if (userId === null)
    return <p className="muted">Create the user first; then add the companies they may switch to here.</p>;
  return <AllowedCompanies userId={userId} />;
}

function AllowedCompanies({ userId }: { userId: string }) {
  const { data, loading, error } = useQuery(CompanyUserAllowedCompaniesDocument, { variables: { id: userId } });
  const add = useMutationWithErrors(AddAllowedCompanyDocument, (d) => d.addAllowedCompany, {
    failed: MULTIVIEW_MESSAGES.switchFailed,
    notify: (payload) => {
      const added = payload.user?.allowedCompanies.at(-1);
      return added ? `Allowed company ${added.customerNumber} ${added.customerName} added.` : null;
    },
  });
  const remove = useMutationWithErrors(RemoveAllowedCompanyDocument, (d) => d.removeAllowedCompany, {
    failed: MULTIVIEW_MESSAGES.switchFailed,
    notify: 'Allowed company removed.',
  });
  if (error) return <Alert tone="error">{friendlyError(error, MULTIVIEW_MESSAGES.switchFailed)}</Alert>;
  const companies = data?.companyUser.allowedCompanies;
  if (!companies) return loading ? <Spinner label="Loading allowed companies…" /> : null;
  const busy = add.loading || remove.loading;
  const failure = add.failure ?? remove.failure;
  return (
    <div className="multiview-tab">
      <p className="muted">
        The companies this user may switch to in the header besides their own (with the Multiview permission). Adding or
        removing one is saved at once.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p className="field-label">Allowed companies</p>
      {companies.length === 0 ? (
        <p>No allowed companies besides the user&apos;s own.</p>
      ) : (
        <ul className="company-results" aria-label="Allowed companies">
          {companies.map((c) => (
            <CompanyRow
              key={c.id}
              customerNumber={c.customerNumber}
              name={c.customerName}
              action="Remove"
              isDisabled={busy}
              onPress={() => void remove.run({ variables: { input: { userId, allowedCompanyId: c.id } } })}
            />
          ))}
        </ul>
      )}
      <CompanyFinder
        label="Add company"
        action="Add"
        isDisabled={(number) => busy || companies.some((c) => c.customerNumber === number)}
        onChoose={(customerNumber) =>
          add.run({ variables: { input: { userId, customerNumber } } }).then((outcome) => outcome.ok)
        }
      />
    </div>
  );
}
