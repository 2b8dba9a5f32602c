import { SimpleTable } from '../../ui/Table';

export type LinesTableRow = {
  key: string;
  /** Shown in its own column when the ERP has numbered the lines (confirmation). */
  lineNumber?: number;
  description: string;
  erp: string;
  quantity: number;
  unitOfMeasure: string;
  unitPrice: { display: string };
  lineTotal: { display: string };
};

/** The order's lines as review and confirmation show them. */
export function LinesTable({ caption, rows }: { caption: string; rows: LinesTableRow[] }) {
  const numbered = rows.some((row) => row.lineNumber !== undefined);
  return (
    <SimpleTable caption={caption}>
      <thead>
        <tr>
          {numbered && <th scope="col">Line</th>}
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit Price</th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {numbered && <td>{row.lineNumber}</td>}
            <th scope="row">
              {row.description}
              <div className="muted">Item #{row.erp}</div>
            </th>
            <td>
              {row.quantity} {row.unitOfMeasure}
            </td>
            <td>{row.unitPrice.display}</td>
            <td className="num">{row.lineTotal.display}</td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}
