import { useQuery } from '@apollo/client/react';
import { USER_DIALOG_MESSAGES } from '@mro/rules/administration';
import { CATALOG_SEARCH_UNAVAILABLE, CUSTOM_NULL_CATALOG } from '@mro/rules/catalog';
import { UserCatalogChoicesDocument } from './UserAccess.generated';
import type { Catalog } from './useUserAccess';
import { AssignedRows, PickerSearch, usePickerSearch } from './PickerChips';

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
  // An empty search lists every catalog: nothing to wait for.
  const search = usePickerSearch(0);
  const { data, loading } = useQuery(UserCatalogChoicesDocument, { variables: { search: search.settled } });
  const found = (data?.catalogChoices ?? []).filter((c) => !value.some((v) => v.name === c.name));
  const nullOnly = value.length === 1 && value[0]?.name === CUSTOM_NULL_CATALOG;
  return (
    <div>
      <AssignedRows
        legend="The user’s catalogs"
        items={value}
        keyOf={(c) => c.name}
        labelOf={(c) => <CatalogName catalog={c} />}
        none="No catalogs: add one."
        removeName={(c) => `Remove catalog ${c.label}`}
        onRemove={(c) => onChange(value.filter((v) => v.name !== c.name))}
      >
        {nullOnly && <p className="muted">The user will see: “{CATALOG_SEARCH_UNAVAILABLE}”</p>}
        {errors.catalogs && <p className="field-error">{errors.catalogs}</p>}
      </AssignedRows>
      <PickerSearch
        search={search}
        label="Search catalogs"
        description="Part of a catalog's name or label."
        answered={!loading && !!data}
        noneFound={USER_DIALOG_MESSAGES.noCatalogs}
        items={found}
        keyOf={(c) => c.name}
        look="rows"
        labelOf={(c) => <CatalogName catalog={c} />}
        textOf={() => 'Add'}
        nameOf={(c) => `Add catalog ${c.label}`}
        onPick={(c) => onChange([...value, c])}
      />
    </div>
  );
}
