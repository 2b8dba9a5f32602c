import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ADMIN_FILTER_DEBOUNCE_MS, ADMIN_FILTER_MAX, USER_DIALOG_MESSAGES } from '@mro/rules/administration';
import { CATALOG_SEARCH_UNAVAILABLE, CUSTOM_NULL_CATALOG } from '@mro/rules/catalog';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { UserCatalogChoicesDocument } from './UserAccess.generated';
import type { Catalog } from './useUserAccess';

const count = (catalog: Catalog) =>
  catalog.productCount === null ? '' : `${catalog.productCount.toLocaleString('en-US')} products`;

/** A catalog as both lists show it: label, name and product count. */
function CatalogName({ catalog }: { catalog: Catalog }) {
  return (
    <span>
      <strong>{catalog.label}</strong> <span className="muted">{catalog.name}</span>{' '}
      <span className="admin-count">{count(catalog)}</span>
    </span>
  );
}

/**
 * The user's catalogs (account-admin-calls §2.4, §3 Catalog), for super administrators: label, name and
 * product count, removed here and added from a search (750 ms after the last key; empty lists all).
 */
export function CatalogsTab({
  value,
  onChange,
  errors,
}: {
  value: Catalog[];
  onChange: (next: Catalog[]) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  const { data, loading } = useQuery(UserCatalogChoicesDocument, { variables: { search: settled } });
  const found = (data?.catalogChoices ?? []).filter((c) => !value.some((v) => v.name === c.name));
  const nullOnly = value.length === 1 && value[0]?.name === CUSTOM_NULL_CATALOG;
  return (
    <div>
      <fieldset className="admin-fieldset">
        <legend>The user’s catalogs</legend>
        {value.length === 0 ? (
          <p className="muted">No catalogs: add one.</p>
        ) : (
          <ul className="admin-list">
            {value.map((c) => (
              <li key={c.name}>
                <CatalogName catalog={c} />
                <Button
                  variant="link"
                  aria-label={`Remove catalog ${c.label}`}
                  onPress={() => onChange(value.filter((v) => v.name !== c.name))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {nullOnly && <p className="muted">The user will see: “{CATALOG_SEARCH_UNAVAILABLE}”</p>}
        {errors.catalogs && <p className="field-error">{errors.catalogs}</p>}
      </fieldset>
      <TextField
        label="Search catalogs"
        description="Part of a catalog's name or label."
        value={search}
        maxLength={ADMIN_FILTER_MAX}
        onChange={setSearch}
      />
      {!loading && data && found.length === 0 && <p className="muted">{USER_DIALOG_MESSAGES.noCatalogs}</p>}
      {found.length > 0 && (
        <ul className="admin-list">
          {found.map((c) => (
            <li key={c.name}>
              <CatalogName catalog={c} />
              <Button
                variant="secondary"
                aria-label={`Add catalog ${c.label}`}
                onPress={() => {
                  onChange([...value, c]);
                  setSearch('');
                }}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
