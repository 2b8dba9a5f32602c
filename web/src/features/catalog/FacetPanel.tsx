import { useState } from 'react';
import { Button } from '../../ui/Button';
import type { ProductSearchQuery } from './ProductSearch.generated';

type Group = ProductSearchQuery['productSearch']['facets'][number];
const SHOWN_UNTIL_EXPANDED = 5;

function FacetGroup({ group, onToggle }: { group: Group; onToggle: (group: Group, value: string) => void }) {
  const [expanded, setExpanded] = useState(false);
  const values = expanded ? group.values : group.values.slice(0, SHOWN_UNTIL_EXPANDED);
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
      {group.values.length > SHOWN_UNTIL_EXPANDED && (
        <Button variant="link" onPress={() => setExpanded(!expanded)} aria-label={`${expanded ? 'Show fewer' : 'Show more'} ${group.name} values`}>
          {expanded ? 'Show less' : `Show more (${group.values.length - SHOWN_UNTIL_EXPANDED})`}
        </Button>
      )}
    </fieldset>
  );
}

export function FacetPanel({ groups, onToggle }: { groups: Group[]; onToggle: (group: Group, value: string) => void }) {
  if (groups.length === 0) return null;
  return (
    <aside className="facet-panel" aria-label="Filter results">
      <h2 className="facet-title">Filter by</h2>
      {groups.map((group) => (
        <FacetGroup key={`${group.kind}:${group.name}`} group={group} onToggle={onToggle} />
      ))}
    </aside>
  );
}
