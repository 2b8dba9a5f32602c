import type { Control } from 'react-hook-form';
import type { ReturnFormValues } from '@mro/rules/returns';
import { DataTable } from '../../ui/DataTable';
import { FormTextField } from '../../lib/forms/fields';
import type { ReturnableOrderQuery } from './Returns.generated';

type Order = NonNullable<ReturnableOrderQuery['order']>;

/** The order's shipped lines, each with what may still be returned and a quantity to return. */
export function ReturnLinesTable({ order, control }: { order: Order; control: Control<ReturnFormValues> }) {
  const lineOf = new Map(order.lines.map((line) => [line.lineNumber, line]));
  const rows = order.returnEligibility!.lines.map((line) => ({ ...line, detail: lineOf.get(line.lineNumber) }));
  return (
    <DataTable
      caption="Shipped lines"
      columns={[
        { header: 'Line', rowHeader: true, cell: (line) => line.lineNumber },
        {
          header: 'Item',
          cell: (line) => (
            // One element, so a phone's card keeps the item number and its description beside the label.
            <span>
              <strong className="nowrap">{line.detail?.erp}</strong> {line.detail?.description}
            </span>
          ),
        },
        { header: 'Shipped', cell: (line) => `${line.shipped} ${line.detail?.unitOfMeasure ?? ''}` },
        { header: 'May return', cell: (line) => line.returnable },
        {
          header: 'Quantity to return',
          cell: (line) => (
            <FormTextField
              control={control}
              name={`quantities.${line.lineNumber}`}
              label={`Quantity to return (line ${line.lineNumber})`}
              hideLabel
              inputMode="numeric"
              isDisabled={line.returnable === 0}
            />
          ),
        },
      ]}
      rows={rows}
      rowKey={(line) => String(line.lineNumber)}
    />
  );
}
