import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UpdateCartLinePropertiesInput } from '../../generated/graphql';
import { answerMutation, api } from '../../testing/api';
import { erpFailure } from '../../testing/erpFailures';
import { jobNumberField } from '../../testing/factories/cart';
import { cartLine } from '../../testing/fixtures';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { LineProperties } from './LineProperties';
import { UpdateCartLinePropertiesDocument } from './LineProperties.generated';
import { LinePropertyValuesDocument } from './LinePropertyField.generated';
import type { LineField } from './LinePropertyField';

// Renders over msw, and the look-up's 750 ms pause, can take seconds on a busy machine.
const WAIT = { timeout: 20_000 };

const fieldOf = (overrides: Partial<LineField>): LineField => ({
  ...jobNumberField,
  required: false,
  maxLength: null,
  pattern: null,
  ...overrides,
});
const bay = fieldOf({ name: 'bay', label: 'Bay', inputType: 'SELECT', options: ['North', 'South'] });
const shift = fieldOf({ name: 'shift', label: 'Shift', inputType: 'RADIO', options: ['Day', 'Night'] });
const costCenter = fieldOf({ name: 'cost_center', label: 'Cost Center', inputType: 'SEARCH', mustValidate: true });

const line = cartLine('line-1', '100001', 2, 12.5);

const openProperties = (fields: LineField[]) =>
  renderRoute(<LineProperties line={line} fields={fields} onClose={() => undefined} onSaved={() => undefined} />, {
    path: '/cart',
  });

/** The gateway's allowed cost centres containing the filter; `held` answers only once released. */
function costCentres(held?: Promise<void>) {
  const filters: (string | null | undefined)[] = [];
  server.use(
    api.query(LinePropertyValuesDocument, async ({ variables }) => {
      filters.push(variables.filter);
      await held;
      const found = ['CC-100', 'CC-200', 'CC-300', 'CC-410'].filter((c) => c.includes(variables.filter ?? ''));
      return HttpResponse.json({ data: { __typename: 'Query', userDefinedFieldValues: found } });
    }),
  );
  return filters;
}

describe('line properties', () => {
  it('offers a select field’s choices in a list and a radio field’s as radio buttons, and saves the picks', async () => {
    const saved: UpdateCartLinePropertiesInput[] = [];
    server.use(
      answerMutation(UpdateCartLinePropertiesDocument, ({ variables: { input } }) => {
        saved.push(input);
        return { updateCartLineProperties: { __typename: 'CartPayload', cart: null, userErrors: [] } };
      }),
    );
    openProperties([bay, shift]);
    const select = await screen.findByRole('combobox', { name: 'Bay' }, WAIT);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'North', 'South']);
    const radios = screen.getByRole('radiogroup', { name: 'Shift' });
    expect(
      within(radios)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Day', 'Night']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'South' } });
    fireEvent.click(within(radios).getByRole('radio', { name: 'Night' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saved).toHaveLength(1), WAIT);
    expect(saved[0]!.values).toEqual([
      { name: 'bay', value: 'South' },
      { name: 'shift', value: 'Night' },
    ]);
  });

  it("looks a search field's values up as it is typed: 'Searching...', then '{n} results found' to pick from", async () => {
    let release = () => {};
    const filters = costCentres(new Promise<void>((resolve) => (release = resolve)));
    openProperties([costCenter]);
    const input = await screen.findByRole('combobox', { name: 'Cost Center' }, WAIT);
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'CC-' } });
    expect(await screen.findByText('Searching...', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(filters).toEqual(['CC-']), WAIT);
    release();
    expect(await screen.findByText('4 results found', {}, WAIT)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'CC-200' }, WAIT));
    expect(input).toHaveValue('CC-200');
  });

  it("says 'Error retrieving results' when the look-up fails", async () => {
    server.use(api.query(LinePropertyValuesDocument, () => erpFailure('UPSTREAM_UNAVAILABLE')));
    openProperties([costCenter]);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Cost Center' }, WAIT), { target: { value: 'CC' } });
    expect(await screen.findByText('Error retrieving results', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
