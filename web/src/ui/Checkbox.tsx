import { useRef } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { ChoiceIndicator } from './ChoiceIndicator';
import { checkedShown, useTypedBeforeLive } from './typedBeforeLive';
import './choice.css';

/**
 * One on/off choice with its label; `hideLabel` keeps the label for screen readers only (row
 * selection in tables); `isIndeterminate` shows a dash (a "select all" with some rows selected).
 */
export function Checkbox({
  label,
  isSelected,
  onChange,
  isDisabled,
  isIndeterminate,
  hideLabel = false,
}: {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  isIndeterminate?: boolean;
  hideLabel?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const typed = useTypedBeforeLive(ref, isSelected, onChange, checkedShown);
  return (
    <AriaCheckbox
      inputRef={ref}
      isSelected={typed.value}
      onChange={typed.onChange}
      isDisabled={isDisabled}
      isIndeterminate={isIndeterminate}
      className="choice"
    >
      <ChoiceIndicator shape="box" />
      {hideLabel ? <span className="visually-hidden">{label}</span> : <span className="choice-label">{label}</span>}
    </AriaCheckbox>
  );
}
