import { Checkbox as AriaCheckbox } from 'react-aria-components';

/** One on/off choice with its label. */
export function Checkbox({ label, isSelected, onChange, isDisabled }: { label: string; isSelected: boolean; onChange: (selected: boolean) => void; isDisabled?: boolean }) {
  return (
    <AriaCheckbox isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} className="choice">
      {label}
    </AriaCheckbox>
  );
}
