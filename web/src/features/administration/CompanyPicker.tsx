import { useQuery } from '@apollo/client/react';
import { Button } from '../../ui/Button';
import { NativeSelect } from '../../ui/Select';
import { AdministrableCompaniesDocument } from './Companies.generated';
import { CompanyFinder } from './CompanyFinder';

/**
 * The company a page administers (account-admin-calls §6, issue 18): a super administrator searches any
 * company; an administrator with allowed companies chooses among them and their own; others see nothing.
 * `value` null is the viewer's own company.
 */
export function CompanyPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (customerNumber: string | null) => void;
}) {
  const { data } = useQuery(AdministrableCompaniesDocument, { variables: { search: null } });
  const own = data?.viewer;
  const companies = data?.administrableCompanies;
  if (!own || !companies) return null;
  if (companies.mode === 'SELECT') {
    if (companies.choices.length < 2) return null;
    return (
      <div className="company-picker">
        <NativeSelect
          label="Company"
          value={value ?? own.customerNumber}
          options={companies.choices.map((c) => ({
            value: c.customerNumber,
            label: `${c.customerNumber} ${c.name}${c.customerNumber === own.customerNumber ? ' (yours)' : ''}`,
          }))}
          onChange={(chosen) => onChange(chosen === own.customerNumber ? null : chosen)}
        />
      </div>
    );
  }
  return <CompanySearch value={value} own={own} onChange={onChange} />;
}

function CompanySearch({
  value,
  own,
  onChange,
}: {
  value: string | null;
  own: { customerNumber: string; customerName: string };
  onChange: (customerNumber: string | null) => void;
}) {
  // After a reload only the number is in the URL: its name comes from a search for it.
  const named = useQuery(AdministrableCompaniesDocument, { variables: { search: value }, skip: value === null });
  const name =
    value === null
      ? own.customerName
      : named.data?.administrableCompanies.choices.find((c) => c.customerNumber === value)?.name;
  return (
    <section className="company-picker" aria-label="Company">
      <p className="company-picker-current">
        Company: <strong>{value ?? own.customerNumber}</strong> {name ?? ''}
        {value === null ? ' (yours)' : ''}
        {value !== null && (
          <Button variant="link" onPress={() => onChange(null)}>
            Back to your company
          </Button>
        )}
      </p>
      <CompanyFinder
        label="Find a company"
        action="Administer"
        isDisabled={(customerNumber) => customerNumber === (value ?? own.customerNumber)}
        onChoose={(customerNumber) => {
          onChange(customerNumber === own.customerNumber ? null : customerNumber);
          return true;
        }}
      />
    </section>
  );
}
