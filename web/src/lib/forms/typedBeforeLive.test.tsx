import { act, fireEvent, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverRenderedThenLive, typeBeforeLive } from '../../testing/hydrate';
import { RulesForm, SubmitButton } from './RulesForm';
import { FormCheckbox, FormQuantityField, FormTextArea } from './fields';
import { useRulesForm } from './useRulesForm';

type Values = { quantity: string; note: string; urgent: boolean };

/** A request form on the kit: a quantity, a note and a tick box, sent as they stand. */
function RequestForm({ send }: { send: (values: Values) => void }) {
  const form = useRulesForm<Values>({ defaultValues: { quantity: '1', note: '', urgent: false } });
  return (
    <RulesForm form={form} onSubmit={send} aria-label="Request">
      <FormQuantityField control={form.control} name="quantity" label="Quantity" />
      <FormTextArea control={form.control} name="note" label="Note" />
      <FormCheckbox control={form.control} name="urgent" label="Urgent" />
      <SubmitButton form={form}>Send</SubmitButton>
    </RulesForm>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe("the kit's fields on a server-rendered page", () => {
  it('send what was typed and ticked before the page was live', async () => {
    const send = vi.fn();
    const live = await serverRenderedThenLive(<RequestForm send={send} />, (html) => {
      typeBeforeLive(html.querySelector('input[inputmode="numeric"]')!, '12');
      typeBeforeLive(html.querySelector('textarea')!, 'Deliver to dock 4');
      html.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    });
    root = live.root;
    expect(live.recoverable).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Urgent' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({ quantity: '12', note: 'Deliver to dock 4', urgent: true });
  });

  it('send their defaults when nothing was touched', async () => {
    const send = vi.fn();
    root = (await serverRenderedThenLive(<RequestForm send={send} />, () => undefined)).root;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({ quantity: '1', note: '', urgent: false });
  });
});
