import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import type { ProductSearchInput } from '../../generated/graphql';
import type { FacetGroupFieldsFragment } from './ProductSearch.generated';
import { FacetValuesDocument } from './FacetValues.generated';

type Group = FacetGroupFieldsFragment;
const SHOWN_UNTIL_EXPANDED = 5;

/**
 * A facet group. The listing carries only its first values; expanding a group that has more asks
 * for all of them (one cached search call), showing the listing's values meanwhile.
 */
function FacetGroup({
  group,
  input,
  onToggle,
}: {
  group: Group;
  input: ProductSearchInput;
  onToggle: (group: Group, value: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const cut = group.totalValueCount > group.values.length;
  const { data, loading, error } = useQuery(FacetValuesDocument, {
    variables: { input, kind: group.kind, name: group.kind === 'ATTRIBUTE' ? group.name : null },
    skip: !expanded || !cut,
  });
  const all = expanded && cut && data?.facetValues ? data.facetValues.values : group.values;
  const values = expanded ? all : group.values.slice(0, SHOWN_UNTIL_EXPANDED);
  return (
    <fieldset className="facet-group">
      <legend>{group.name}</legend>
      <ul>
        {values.map((v) => (
          <li key={v.value}>
            <label title={v.label !== v.value ? v.value : undefined}>
              <input type="checkbox" checked={v.selected} onChange={() => onToggle(group, v.value)} />
              {v.label} <span className="muted">({v.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {expanded && loading && <Spinner label={`Loading more ${group.name} values…`} />}
      {expanded && error && <Alert tone="error">{pageFailure(error, messages.catalogFailure)}</Alert>}
      {group.totalValueCount > SHOWN_UNTIL_EXPANDED && (
        <Button variant="link" onPress={() => setExpanded(!expanded)}>
          {expanded ? 'Show less ' : 'Show more '}
          <span className="visually-hidden">{`${group.name} values`}</span>
          {expanded ? '' : ` (${group.totalValueCount - SHOWN_UNTIL_EXPANDED})`}
        </Button>
      )}
    </fieldset>
  );
}

export function FacetPanel({
  groups,
  input,
  onToggle,
}: {
  groups: Group[];
  input: ProductSearchInput;
  onToggle: (group: Group, value: string) => void;
}) {
  if (groups.length === 0) return null;
  return (
    <aside className="facet-panel" aria-label="Filter results">
      <h2 className="facet-title">Filter by</h2>
      {groups.map((group) => (
        <FacetGroup key={`${group.kind}:${group.name}`} group={group} input={input} onToggle={onToggle} />
      ))}
    </aside>
  );
}
