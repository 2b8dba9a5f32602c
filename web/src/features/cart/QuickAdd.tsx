import { useState } from 'react';
import { orderPadLineProblem } from '@mro/rules/orderpad';
import { Button } from '../../ui/Button';
import { QuantityField } from '../../ui/QuantityField';
import { useNotify } from '../../ui/Toast';
import { PartNumberField } from '../../lib/PartNumberField';
import { linesAddedText } from './cartSummaryText';
import { useAddPartNumbers } from './useAddPartNumbers';

/**
 * Quick add: one part number and quantity straight into the cart, with the order pad's suggestions, rules
 * and messages (an unknown part reads as the order pad says it).
 */
export function QuickAdd() {
  const notify = useNotify();
  const { add, progress } = useAddPartNumbers();
  const [part, setPart] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const wanted = Number(quantity.trim());
    const problem = orderPadLineProblem(part, wanted);
    if (problem) return setError(problem);
    const { added, refused } = await add([{ partNumber: part.trim(), quantity: wanted, row: 1 }]);
    if (refused[0]) return setError(refused[0].message);
    if (added.length > 0) {
      notify(linesAddedText(added.length));
      setPart('');
      setQuantity('1');
    }
  }

  return (
    <form
      className="quick-add"
      aria-label="Quick add"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PartNumberField
        label="Part number"
        value={part}
        onChange={(value) => {
          setPart(value);
          setError(null);
        }}
        error={error}
      />
      <div className="field">
        <span className="field-label" aria-hidden="true">
          Quantity
        </span>
        <QuantityField
          label="Quantity"
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setError(null);
          }}
          error={null}
        />
      </div>
      <Button type="submit" variant="secondary" isDisabled={progress !== null || !part.trim()}>
        {progress ? 'Wait' : 'Add to Cart'}
      </Button>
    </form>
  );
}
