import { Checkbox as AriaCheckbox } from 'react-aria-components';

/** One on/off choice with its label; `hideLabel` keeps the label for screen readers only (row selection in tables). */
export function Checkbox({
  label,
  isSelected,
  onChange,
  isDisabled,
  hideLabel = false,
}: {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  hideLabel?: boolean;
}) {
  return (
    <AriaCheckbox isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} className="choice">
      {hideLabel ? <span className="visually-hidden">{label}</span> : label}
    </AriaCheckbox>
  );
}
