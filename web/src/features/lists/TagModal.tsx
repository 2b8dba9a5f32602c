import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { tagProblem } from '@mro/rules/lists';

/** Add item tag. */
export function TagModal({
  item,
  failure,
  busy,
  onSave,
  onClose,
}: {
  item: { erp: string; description: string; tags: readonly string[] };
  failure: string | null;
  busy: boolean;
  onSave: (tag: string) => void;
  onClose: () => void;
}) {
  const [tag, setTag] = useState('');
  const [tried, setTried] = useState(false);
  const error = tagProblem(tag, item.tags);
  return (
    <Modal title="Add Item Tag" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <p>
        {item.description} (Item #{item.erp})
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (error === null) onSave(tag.trim());
        }}
      >
        <TextField
          label="Tag"
          value={tag}
          onChange={setTag}
          error={error}
          showError={tried}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type a tag; focus goes to its field (WAI-ARIA dialog pattern)
          autoFocus
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="form-actions">
          <Button type="submit" isDisabled={busy}>
            Add Tag
          </Button>
          <Button variant="link" onPress={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
