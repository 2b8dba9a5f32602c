import { useController, type Control } from 'react-hook-form';
import { RadioGroup } from '../../ui/ChoiceGroups';
import { FormTextField } from '../forms/fields';
import type { ListDetailsValues } from '@mro/rules/lists';

/** A list's details as its forms hold them (validated by `listDetailsFormErrors`). */
export type ListDetails = ListDetailsValues & { isPublic: boolean };
export const emptyDetails: ListDetails = { name: '', description: '', isPublic: false };

/** Name, description and visibility of a list, bound to a `useRulesForm`: to create one and in Edit List Details. */
export function ListDetailsFields({ control }: { control: Control<ListDetails> }) {
  const visibility = useController({ control, name: 'isPublic' }).field;
  return (
    <>
      <FormTextField control={control} name="name" label="List Name" isRequired />
      <FormTextField control={control} name="description" label="Description" />
      <RadioGroup
        label="Visibility"
        value={visibility.value ? 'public' : 'private'}
        onChange={(v) => visibility.onChange(v === 'public')}
        options={[
          { value: 'private', label: 'Private (you and the people you share it with)' },
          { value: 'public', label: 'Public (everyone in your company)' },
        ]}
      />
    </>
  );
}
