import { useEffect, useState } from 'react';
import { SEARCH_TEXT_MAX_LENGTH, SEARCH_WITHIN_DEBOUNCE_MS } from '@mro/rules/catalog';
import { TextField } from '../../ui/TextField';
import { ToggleButtonGroup } from '../../ui/ToggleButtonGroup';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { ListingView } from './listingView';

const VIEW_OPTIONS: { value: ListingView; label: string }[] = [
  { value: 'cards', label: 'Cards' },
  { value: 'table', label: 'Table' },
];

/** Search within results (applied 80 ms after the last keystroke) and the Cards / Table switch. */
export function ListingControls({
  within,
  onWithin,
  view,
  onView,
}: {
  within: string;
  onWithin: (within: string) => void;
  view: ListingView;
  onView: (view: ListingView) => void;
}) {
  const [text, setText] = useState(within);
  const settled = useDebouncedValue(text.trim(), SEARCH_WITHIN_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== within) onWithin(settled);
  }, [settled, within, onWithin]);
  return (
    <div className="listing-controls">
      <TextField
        label="Search within results"
        type="search"
        value={text}
        onChange={setText}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        className="listing-within"
      />
      <ToggleButtonGroup label="Show results as" value={view} options={VIEW_OPTIONS} onChange={onView} />
    </div>
  );
}
