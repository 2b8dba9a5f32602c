import type { ComponentProps } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { CheckboxGroup, RadioGroup } from '../../ui/ChoiceGroups';
import { ComboBox } from '../../ui/ComboBox';
import { QuantityField } from '../../ui/QuantityField';
import { NativeSelect } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { bindControl, text, type Binding } from './FormTextField';
import { PartNumberField } from '../PartNumberField';

export { FormTextField } from './FormTextField';

const choice = ({ value, onChange, onBlur, error }: Binding) => ({
  value: (value as string | undefined) ?? '',
  onChange: onChange as (value: string) => void,
  onBlur,
  error,
});

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
