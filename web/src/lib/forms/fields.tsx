import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../ui/Checkbox';
import { ComboBox } from '../../ui/ComboBox';
import { NativeSelect } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';

// The kit's controls bound to a `useRulesForm` field by name: its value, its change, its blur (touched)
// and its error (the rules' or the server's), which react-aria marks aria-invalid.
type Bound<V extends FieldValues, P> = P & { control: Control<V>; name: FieldPath<V> };
type Managed = 'value' | 'onChange' | 'error' | 'showError' | 'name';

function useBound<V extends FieldValues>(control: Control<V>, name: FieldPath<V>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldState.error?.message ?? null };
}

export function FormTextField<V extends FieldValues>({
  control,
  name,
  ...props
}: Bound<V, Omit<ComponentProps<typeof TextField>, Managed>>) {
  const { field, error } = useBound(control, name);
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormTextArea<V extends FieldValues>({
  control,
  name,
  ...props
}: Bound<V, Omit<ComponentProps<typeof TextArea>, Managed>>) {
  const { field, error } = useBound(control, name);
  return (
    <TextArea
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormSelect<V extends FieldValues>({
  control,
  name,
  ...props
}: Bound<V, Omit<ComponentProps<typeof NativeSelect>, Managed>>) {
  const { field, error } = useBound(control, name);
  return (
    <NativeSelect
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={error}
    />
  );
}

export function FormComboBox<V extends FieldValues>({
  control,
  name,
  ...props
}: Bound<V, Omit<ComponentProps<typeof ComboBox>, Managed>>) {
  const { field, error } = useBound(control, name);
  return (
    <ComboBox {...props} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} error={error} />
  );
}

export function FormCheckbox<V extends FieldValues>({
  control,
  name,
  ...props
}: Bound<V, Omit<ComponentProps<typeof Checkbox>, 'isSelected' | 'onChange'>>) {
  const { field } = useBound(control, name);
  return <Checkbox {...props} isSelected={Boolean(field.value)} onChange={field.onChange} />;
}
