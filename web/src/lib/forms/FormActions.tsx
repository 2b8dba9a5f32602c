import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { SubmitButton, type SubmitButtonProps } from './RulesForm';

type Props = {
  /** The primary action(s): a `SubmitButton`, or the buttons of a dialog without a form. */
  children: ReactNode;
  onCancel: () => void;
  /** Pages' forms show Cancel as a secondary button; dialogs and inline editors as a link. */
  cancelVariant?: 'link' | 'secondary';
  /** Cancel waits while a save runs where leaving mid-save would lose its answer. */
  isCancelDisabled?: boolean;
};

/** A form's actions row: its primary action(s), then Cancel. */
export function FormActions({ children, onCancel, cancelVariant = 'link', isCancelDisabled = false }: Props) {
  return (
    <div className="form-actions">
      {children}
      <Button variant={cancelVariant} onPress={onCancel} isDisabled={isCancelDisabled}>
        Cancel
      </Button>
    </div>
  );
}

/** The actions row of a form whose one action is its submit (Log In, Register, Set Password, ...). */
export function SubmitActions<V extends FieldValues>(props: SubmitButtonProps<V>) {
  return (
    <div className="form-actions">
      <SubmitButton {...props} />
    </div>
  );
}
