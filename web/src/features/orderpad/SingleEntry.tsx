import { useState } from 'react';
import { ORDER_PAD_MIN_ROWS, orderPadLineProblem } from '@mro/rules/orderpad';
import { Button } from '../../ui/Button';
import { QuantityField } from '../../ui/QuantityField';
import { NativeSelect } from '../../ui/Select';
import { PartNumberField } from '../../lib/PartNumberField';
import type { NewLine } from './useOrderPad';

type Row = { key: number; part: string; quantity: string; unit: string; error: string | null; waiting: boolean };

const blank = (key: number): Row => ({ key, part: '', quantity: '1', unit: '', error: null, waiting: false });
/** At least five rows, and a fresh blank one once five are filled (cart-checkout-orders §4, §9). */
const withFreshRow = (rows: Row[]): Row[] => {
  const padded = [...rows];
  let key = Math.max(0, ...rows.map((row) => row.key));
  while (padded.length < ORDER_PAD_MIN_ROWS) padded.push(blank(++key));
  if (padded.every((row) => row.part.trim())) padded.push(blank(++key));
  return padded;
};

/** Single entry: rows of part number, quantity and unit, each added on its own (Add, then Wait). */
export function SingleEntry({
  busy,
  units,
  onAdd,
}: {
  busy: boolean;
  units: readonly { code: string; description: string }[];
  onAdd: (lines: NewLine[], refused: string[]) => Promise<boolean>;
}) {
  const [rows, setRows] = useState<Row[]>(() => withFreshRow([]));
  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => withFreshRow(current.map((row) => (row.key === key ? { ...row, ...patch } : row))));

  async function add(row: Row) {
    const quantity = Number(row.quantity.trim());
    const problem = orderPadLineProblem(row.part, quantity);
    if (problem) return change(row.key, { error: problem });
    change(row.key, { waiting: true, error: null });
    const ok = await onAdd([{ partNumber: row.part.trim(), quantity, unitOfMeasure: row.unit || null }], []);
    if (ok) setRows((current) => withFreshRow(current.filter((r) => r.key !== row.key)));
    else change(row.key, { waiting: false });
  }

  return (
    <div className="order-pad-rows">
      {rows.map((row, index) => (
        <div key={row.key} className="order-pad-row">
          <PartNumberField
            label={`Part number, row ${index + 1}`}
            value={row.part}
            onChange={(part) => change(row.key, { part, error: null })}
            error={row.error}
          />
          <div className="field">
            <span className="field-label" aria-hidden="true">
              Quantity
            </span>
            <QuantityField
              label={`Quantity, row ${index + 1}`}
              value={row.quantity}
              onChange={(quantity) => change(row.key, { quantity, error: null })}
              error={null}
            />
          </div>
          <NativeSelect
            label={`Unit, row ${index + 1}`}
            value={row.unit}
            placeholder="Item's unit"
            options={units.map((unit) => ({ value: unit.code, label: `${unit.code} (${unit.description})` }))}
            onChange={(unit) => change(row.key, { unit })}
          />
          <Button
            variant="secondary"
            isDisabled={busy || row.waiting || !row.part.trim()}
            aria-label={`Add row ${index + 1}`}
            onPress={() => void add(row)}
          >
            {row.waiting ? 'Wait' : 'Add'}
          </Button>
        </div>
      ))}
    </div>
  );
}
