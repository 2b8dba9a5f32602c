import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MULTIVIEW_SEARCH_DEBOUNCE_MS, MULTIVIEW_SEARCH_MAX, MULTIVIEW_SEARCH_MIN } from '@mro/rules/multiview';
import { Alert } from '../../ui/Alert';
import { CompanyRow } from './CompanyRow';
import { MatchCount } from '../../ui/MatchCount';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { AdministrableCompaniesDocument } from './Companies.generated';

/**
 * A search field for companies and what it finds, each with an `action` button. `onChoose` tells
 * whether the choice is done, which empties the field.
 */
export function CompanyFinder({
  label,
  action,
  isDisabled,
  onChoose,
}: {
  label: string;
  action: string;
  isDisabled: (customerNumber: string) => boolean;
  onChoose: (customerNumber: string) => boolean | Promise<boolean>;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), MULTIVIEW_SEARCH_DEBOUNCE_MS);
  return (
    <>
      <TextField
        label={label}
        description={`Number or name, at least ${MULTIVIEW_SEARCH_MIN} characters.`}
        value={search}
        maxLength={MULTIVIEW_SEARCH_MAX}
        onChange={setSearch}
      />
      <CompanyResults
        search={settled}
        action={action}
        isDisabled={isDisabled}
        onChoose={(customerNumber) =>
          void Promise.resolve(onChoose(customerNumber)).then((done) => done && setSearch(''))
        }
      />
    </>
  );
}

/** The companies matching a (debounced) search of more than 1 character, each with a button. */
function CompanyResults({
  search,
  action,
  isDisabled,
  onChoose,
}: {
  search: string;
  action: string;
  isDisabled: (customerNumber: string) => boolean;
  onChoose: (customerNumber: string) => void;
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
      <MatchCount shown={found.choices.length} matched={found.matchCount} noun={['company', 'companies']} />
      <ul className="company-results">
        {found.choices.map((c) => (
          <CompanyRow
            key={c.customerNumber}
            customerNumber={c.customerNumber}
            name={c.name}
            action={action}
            isDisabled={isDisabled(c.customerNumber)}
            onPress={() => onChoose(c.customerNumber)}
          />
        ))}
      </ul>
    </>
  );
}
