import { SimpleTable } from '../../ui/Table';
import type { Control } from 'react-hook-form';
import type { ReturnFormValues } from '@mro/rules/returns';
import { FormTextField } from '../../lib/forms/fields';
import type { ReturnableOrderQuery } from './Returns.generated';

type Order = NonNullable<ReturnableOrderQuery['order']>;

/** The order's shipped lines, each with what may still be returned and a quantity to return. */
export function ReturnLinesTable({ order, control }: { order: Order; control: Control<ReturnFormValues> }) {
  const lineOf = new Map(order.lines.map((line) => [line.lineNumber, line]));
  return (
    <SimpleTable caption="Shipped lines" stackOnPhone>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Item</th>
          <th scope="col">Shipped</th>
          <th scope="col">May return</th>
          <th scope="col">Quantity to return</th>
        </tr>
      </thead>
      <tbody>
        {order.returnEligibility!.lines.map((line) => {
          const detail = lineOf.get(line.lineNumber);
          return (
            <tr key={line.lineNumber}>
              <th scope="row" data-label="Line">
                {line.lineNumber}
              </th>
              <td data-label="Item">
                <strong className="nowrap">{detail?.erp}</strong> {detail?.description}
              </td>
              <td className="numeric" data-label="Shipped">
                {line.shipped} {detail?.unitOfMeasure}
              </td>
              <td className="numeric" data-label="May return">
                {line.returnable}
              </td>
              <td data-label="Quantity to return">
                <FormTextField
                  control={control}
                  name={`quantities.${line.lineNumber}`}
                  label={`Quantity to return (line ${line.lineNumber})`}
                  hideLabel
                  inputMode="numeric"
                  isDisabled={line.returnable === 0}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </SimpleTable>
  );
}
