import { RadioGroup } from '../../ui/ChoiceGroups';
import { TextField } from '../../ui/TextField';
import { descriptionError, nameError } from '@mro/rules/lists';

export type ListDetails = { name: string; description: string; isPublic: boolean };
export const emptyDetails: ListDetails = { name: '', description: '', isPublic: false };

export const detailsValid = (details: ListDetails): boolean =>
  nameError(details.name) === null && descriptionError(details.description) === null;

/** Name, description and visibility of a list: used to create one and in Edit List Details. */
export function ListDetailsFields({
  value,
  onChange,
  showErrors,
}: {
  value: ListDetails;
  onChange: (next: ListDetails) => void;
  showErrors: boolean;
}) {
  return (
    <>
      <TextField
        label="List Name"
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        isRequired
        error={nameError(value.name)}
        showError={showErrors}
      />
      <TextField
        label="Description"
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
        error={descriptionError(value.description)}
      />
      <RadioGroup
        label="Visibility"
        value={value.isPublic ? 'public' : 'private'}
        onChange={(v) => onChange({ ...value, isPublic: v === 'public' })}
        options={[
          { value: 'private', label: 'Private (you and the people you share it with)' },
          { value: 'public', label: 'Public (everyone in your company)' },
        ]}
      />
    </>
  );
}
