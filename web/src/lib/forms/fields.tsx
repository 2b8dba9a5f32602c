import type { ComponentProps, ComponentType } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../ui/Checkbox';
import { CheckboxGroup, RadioGroup } from '../../ui/ChoiceGroups';
import { ComboBox } from '../../ui/ComboBox';
import { QuantityField } from '../../ui/QuantityField';
import { NativeSelect } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { PartNumberField } from '../PartNumberField';

// The kit's controls bound to a `useRulesForm` field by name: its value, its change, its blur (touched)
// and its error (the rules' or the server's), which react-aria marks aria-invalid.
type Bound<V extends FieldValues, P> = P & { control: Control<V>; name: FieldPath<V> };

/** What the form gives a control: the field's name, value, change and blur, and its error (or null). */
type Binding = {
  name: string;
  value: unknown;
  onChange: (value: never) => void;
  onBlur: () => void;
  error: string | null;
};

/**
 * One binder for every control: `bind` maps the field onto the props `Managed` names (the caller
 * may not pass those); the caller's own `onBlur` still runs before the field is marked touched.
 */
function bindControl<P extends object, Managed extends keyof P>(
  Control: ComponentType<P>,
  bind: (binding: Binding) => Pick<P, Managed> & { onBlur?: () => void },
) {
  return function FormControl<V extends FieldValues>({ control, name, ...props }: Bound<V, Omit<P, Managed>>) {
    const { field, fieldState } = useController({ control, name });
    const own = props as unknown as P & { onBlur?: (...args: unknown[]) => void };
    const binding: Binding = {
      name: field.name,
      value: field.value,
      onChange: field.onChange,
      onBlur: (...args: unknown[]) => {
        own.onBlur?.(...args);
        field.onBlur();
      },
      error: fieldState.error?.message ?? null,
    };
    const bound = { ...own, ...bind(binding) } as P;
    return <Control {...bound} />;
  };
}

const text = ({ name, value, onChange, onBlur, error }: Binding) => ({
  name,
  showError: true,
  value: (value as string | undefined) ?? '',
  onChange: onChange as (value: string) => void,
  onBlur,
  error,
});
const choice = ({ value, onChange, onBlur, error }: Binding) => ({
  value: (value as string | undefined) ?? '',
  onChange: onChange as (value: string) => void,
  onBlur,
  error,
});

export const FormTextField = bindControl<
  ComponentProps<typeof TextField>,
  'name' | 'value' | 'onChange' | 'error' | 'showError'
>(TextField, text);

export const FormTextArea = bindControl<
  ComponentProps<typeof TextArea>,
  'name' | 'value' | 'onChange' | 'error' | 'showError'
>(TextArea, text);

export const FormSelect = bindControl<ComponentProps<typeof NativeSelect>, 'value' | 'onChange' | 'error'>(
  NativeSelect,
  choice,
);

export const FormComboBox = bindControl<ComponentProps<typeof ComboBox>, 'value' | 'onChange' | 'error'>(
  ComboBox,
  choice,
);

export const FormCheckbox = bindControl<ComponentProps<typeof Checkbox>, 'isSelected' | 'onChange'>(
  Checkbox,
  ({ value, onChange }) => ({ isSelected: Boolean(value), onChange: onChange as (selected: boolean) => void }),
);

export const FormRadioGroup = bindControl<ComponentProps<typeof RadioGroup>, 'value' | 'onChange' | 'error'>(
  RadioGroup,
  ({ value, onChange, error }) => ({
    value: (value as string | undefined) || null,
    onChange: onChange as (value: string) => void,
    error,
  }),
);

export const FormCheckboxGroup = bindControl<ComponentProps<typeof CheckboxGroup>, 'value' | 'onChange'>(
  CheckboxGroup,
  ({ value, onChange }) => ({
    value: (value as string[] | undefined) ?? [],
    onChange: onChange as (value: string[]) => void,
  }),
);

export const FormQuantityField = bindControl<ComponentProps<typeof QuantityField>, 'value' | 'onChange' | 'error'>(
  QuantityField,
  choice,
);

export const FormPartNumberField = bindControl<ComponentProps<typeof PartNumberField>, 'value' | 'onChange' | 'error'>(
  PartNumberField,
  choice,
);
