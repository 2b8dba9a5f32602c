import { useQuery } from '@apollo/client/react';
import { MULTIVIEW_SEARCH_MIN } from '@mro/rules/multiview';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { AdministrableCompaniesDocument } from './Companies.generated';

/** The companies matching a (debounced) search of more than 1 character, each with a button. */
export function CompanyResults({
  search,
  action,
  isDisabled,
  onChoose,
}: {
  search: string;
  action: string;
  isDisabled: (customerNumber: string) => boolean;
  onChoose: (customerNumber: string, name: string) => void;
}) {
  const tooShort = search.length < MULTIVIEW_SEARCH_MIN;
  const { data, loading, error } = useQuery(AdministrableCompaniesDocument, {
    variables: { search },
    skip: tooShort,
  });
  if (tooShort) return null;
  if (error) return <Alert tone="error">{friendlyError(error, 'Unable to search companies.')}</Alert>;
  const found = data?.administrableCompanies;
  if (!found) return loading ? <Spinner label="Searching companies…" /> : null;
  return (
    <>
      <p className="muted" role="status">
        {found.matchCount > found.choices.length
          ? `The first ${found.choices.length} of ${found.matchCount} companies: narrow the search.`
          : `${found.matchCount} ${found.matchCount === 1 ? 'company' : 'companies'} found.`}
      </p>
      <ul className="company-results">
        {found.choices.map((c) => (
          <li key={c.customerNumber}>
            <span>
              {c.customerNumber} {c.name}
            </span>
            <Button
              variant="secondary"
              aria-label={`${action} ${c.customerNumber} ${c.name}`}
              isDisabled={isDisabled(c.customerNumber)}
              onPress={() => onChoose(c.customerNumber, c.name)}
            >
              {action}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
