import type { ComponentProps, ComponentType } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '../../ui/TextField';

// The binder and the text field apart from the kit's other controls (fields.tsx): the forms of every
// page's shell (the footer's newsletter sign-up, the login) use only this one, and importing fields.tsx
// put the combo box, the checkbox, the quantity and part-number fields and their react-aria code into
// the JavaScript every page evaluates before it is live (issue 28).

// The kit's controls bound to a `useRulesForm` field by name: its value, its change, its blur (touched)
// and its error (the rules' or the server's), which react-aria marks aria-invalid.
type Bound<V extends FieldValues, P> = P & { control: Control<V>; name: FieldPath<V> };

/** What the form gives a control: the field's name, value, change and blur, and its error (or null). */
export type Binding = {
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
export function bindControl<P extends object, Managed extends keyof P>(
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

export const text = ({ name, value, onChange, onBlur, error }: Binding) => ({
  name,
  showError: true,
  value: (value as string | undefined) ?? '',
  onChange: onChange as (value: string) => void,
  onBlur,
  error,
});

export const FormTextField = bindControl<
  ComponentProps<typeof TextField>,
  'name' | 'value' | 'onChange' | 'error' | 'showError'
>(TextField, text);
