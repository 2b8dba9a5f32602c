import { useState } from 'react';
import { linesFromText } from '@mro/rules/orderpad';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/TextArea';
import type { NewLine } from './useOrderPad';

/** Copy & Paste: one 'part number, quantity' per line (a spreadsheet's two columns paste as tab-separated). */
export function PasteEntry({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (lines: NewLine[], refused: string[]) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  async function submit() {
    const { lines, problems } = linesFromText(text);
    if (await onAdd(lines, problems)) setText('');
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p id="paste-help">One per line: part number, quantity (quantity 1 when left out).</p>
      <TextArea
        label="Part numbers and quantities"
        aria-describedby="paste-help"
        rows={10}
        value={text}
        onChange={setText}
        maxLength={500_000}
      />
      <div className="form-actions">
        <Button type="submit" isDisabled={busy || !text.trim()}>
          Add to Order Pad
        </Button>
      </div>
    </form>
  );
}
