import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { CheckboxGroup, RadioGroup } from './ChoiceGroups';

function SaveCard({ isIndeterminate = false }: { isIndeterminate?: boolean }) {
  const [on, setOn] = useState(false);
  return <Checkbox label="Save this card" isSelected={on} onChange={setOn} isIndeterminate={isIndeterminate} />;
}

/** The label row react-aria draws around the hidden input, which carries the state attributes. */
const rowOf = (input: HTMLElement) => input.closest('label');

describe('checkbox', () => {
  it('draws a box whose row carries data-selected once checked', () => {
    render(<SaveCard />);
    const input = screen.getByRole('checkbox', { name: 'Save this card' });
    const row = rowOf(input);
    expect(row?.querySelector('.choice-indicator.choice-box')).toBeInTheDocument();
    expect(row).not.toHaveAttribute('data-selected');
    fireEvent.click(input);
    expect(input).toBeChecked();
    expect(row).toHaveAttribute('data-selected', 'true');
    expect(row?.querySelector('.choice-check')).toBeInTheDocument();
  });

  it('marks an indeterminate box for the dash', () => {
    render(<SaveCard isIndeterminate />);
    const input = screen.getByRole('checkbox', { name: 'Save this card' });
    expect(input).toHaveProperty('indeterminate', true);
    expect(rowOf(input)).toHaveAttribute('data-indeterminate', 'true');
    expect(rowOf(input)?.querySelector('.choice-dash')).toBeInTheDocument();
  });

  it('keeps a hidden label for screen readers and still draws the box', () => {
    render(<Checkbox label="Select line 3" hideLabel isSelected={false} onChange={() => undefined} />);
    const input = screen.getByRole('checkbox', { name: 'Select line 3' });
    expect(rowOf(input)?.querySelector('.choice-indicator')).toBeInTheDocument();
    expect(rowOf(input)?.querySelector('.choice-label')).toBeNull();
  });

  it('marks a disabled box', () => {
    render(<Checkbox label="Locked" isDisabled isSelected onChange={() => undefined} />);
    const input = screen.getByRole('checkbox', { name: 'Locked' });
    expect(input).toBeDisabled();
    expect(rowOf(input)).toHaveAttribute('data-disabled', 'true');
    expect(rowOf(input)).toHaveAttribute('data-selected', 'true');
  });
});

describe('choice groups', () => {
  function PaymentMethod() {
    const [value, setValue] = useState<string | null>('TERMS');
    const options = [
      { value: 'TERMS', label: 'Terms' },
      { value: 'CARD', label: 'Credit card' },
    ];
    return <RadioGroup label="Payment method" value={value} options={options} onChange={setValue} />;
  }

  it('draws a circle per radio and moves data-selected with the choice', () => {
    render(<PaymentMethod />);
    const terms = screen.getByRole('radio', { name: 'Terms' });
    const card = screen.getByRole('radio', { name: 'Credit card' });
    expect(rowOf(terms)?.querySelector('.choice-indicator.choice-circle')).toBeInTheDocument();
    expect(rowOf(terms)).toHaveAttribute('data-selected', 'true');
    expect(rowOf(card)).not.toHaveAttribute('data-selected');
    fireEvent.click(card);
    expect(rowOf(card)).toHaveAttribute('data-selected', 'true');
    expect(rowOf(terms)).not.toHaveAttribute('data-selected');
  });

  it('draws a box per checkbox of a group', () => {
    render(
      <CheckboxGroup
        label="Lists"
        value={['a']}
        options={[
          { value: 'a', label: 'Shop floor' },
          { value: 'b', label: 'Office' },
        ]}
        onChange={() => undefined}
      />,
    );
    const shop = screen.getByRole('checkbox', { name: 'Shop floor' });
    expect(rowOf(shop)).toHaveAttribute('data-selected', 'true');
    expect(screen.getAllByRole('checkbox').map((box) => rowOf(box)?.querySelector('.choice-box'))).toHaveLength(2);
    expect(rowOf(screen.getByRole('checkbox', { name: 'Office' }))?.querySelector('.choice-box')).toBeInTheDocument();
  });
});
