import { SimpleTable } from '../../ui/Table';

export type GuestLine = {
  key: string;
  erp: string;
  description: string;
  quantity: number;
  unitOfMeasure: string;
  lineTotal: { display: string };
};

export function GuestLines({ caption, lines }: { caption: string; lines: GuestLine[] }) {
  return (
    <SimpleTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Description</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <td>{line.erp}</td>
            <td>{line.description}</td>
            <td>
              {line.quantity} {line.unitOfMeasure}
            </td>
            <td>{line.lineTotal.display}</td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}
