import { ToggleButton, ToggleButtonGroup as AriaToggleButtonGroup } from 'react-aria-components';
import './toggle-button-group.css';

type Option<T extends string> = { value: T; label: string };

/** A segmented choice of one of a few views (Cards / Table): pressed state drawn as a filled button. */
export function ToggleButtonGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <AriaToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        const option = options.find((o) => o.value === next);
        if (option) onChange(option.value);
      }}
      className="toggle-group"
    >
      {options.map((o) => (
        <ToggleButton key={o.value} id={o.value} className="toggle-button">
          {o.label}
        </ToggleButton>
      ))}
    </AriaToggleButtonGroup>
  );
}
