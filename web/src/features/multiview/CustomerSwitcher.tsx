import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MULTIVIEW_SEARCH_DEBOUNCE_MS, MULTIVIEW_SEARCH_MAX, MULTIVIEW_SEARCH_MIN } from '@mro/rules/multiview';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { MatchCount } from '../../ui/MatchCount';
import { Popover } from '../../ui/Popover';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { CustomerChoicesDocument } from './Multiview.generated';
import { useSwitchCustomer } from '../../lib/useSwitchCustomer';
import './multiview.css';

/**
 * The header's customer dropdown (storefront §4): for multiview users, the customer they buy for and
 * the others they may switch to, as a list (150 or fewer) or a search (more, or staff).
 */
export function CustomerSwitcher({
  viewer,
}: {
  viewer: { customerNumber: string; customerName: string; canSwitchCustomer: boolean } | null;
}) {
  if (!viewer?.canSwitchCustomer) return null;
  return (
    <div className="customer-switcher">
      <Popover
        label={`Customer ${viewer.customerNumber}, ${viewer.customerName}: switch customer`}
        trigger={<span className="customer-switcher-trigger">Customer {viewer.customerNumber} ▾</span>}
        title="Switch customer"
      >
        <CustomerChoices current={viewer.customerNumber} />
      </Popover>
    </div>
  );
}

function CustomerChoices({ current }: { current: string }) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), MULTIVIEW_SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(CustomerChoicesDocument, { variables: { search: settled || null } });
  const switcher = useSwitchCustomer();
  const choices = data?.customerChoices;
  if (!choices) return loading ? <Spinner label="Loading customers…" /> : null;
  return (
    <div className="customer-choices">
      {switcher.failure && <Alert tone="error">{switcher.failure}</Alert>}
      {choices.mode === 'SELECT' ? (
        <NativeSelect
          label="Customer"
          value={current}
          options={choices.choices.map((c) => ({ value: c.customerNumber, label: `${c.customerNumber} ${c.name}` }))}
          onChange={(value) => void switcher.switchTo(value)}
        />
      ) : (
        <>
          <TextField
            label="Find a customer"
            description={`Number or name, at least ${MULTIVIEW_SEARCH_MIN} characters.`}
            value={search}
            maxLength={MULTIVIEW_SEARCH_MAX}
            onChange={setSearch}
          />
          {settled.length >= MULTIVIEW_SEARCH_MIN && (
            <>
              <MatchCount
                shown={choices.choices.length}
                matched={choices.matchCount}
                noun={['customer', 'customers']}
              />
              <ul className="customer-choice-list">
                {choices.choices.map((c) => (
                  <li key={c.customerNumber}>
                    <Button
                      variant="link"
                      isDisabled={switcher.loading || c.customerNumber === current}
                      onPress={() => void switcher.switchTo(c.customerNumber)}
                    >
                      {c.customerNumber} {c.name}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
