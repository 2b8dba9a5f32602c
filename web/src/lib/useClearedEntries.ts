import { useState } from 'react';
import { clearedEntryNote, type LimitEntry } from '@mro/rules/approval-limits';

/** One field's part: `onBlur` clears an invalid value, `note` says why, `typed` forgets the note. */
export type ClearedEntry = { note: string | null; onBlur: () => void; typed: () => void };

/**
 * §5 "an invalid entry is cleared", shared by the user dialog's Limits tab and User Setup: on leaving
 * a field an invalid value is emptied and the field says why until the user types in it again.
 */
export function useClearedEntries(): (
  field: string,
  kind: LimitEntry,
  text: string,
  clear: () => void,
) => ClearedEntry {
  const [notes, setNotes] = useState<Readonly<Record<string, string>>>({});
  return (field, kind, text, clear) => ({
    note: notes[field] ?? null,
    onBlur: () => {
      const note = clearedEntryNote(kind, text);
      if (!note) return;
      clear();
      setNotes((current) => ({ ...current, [field]: note }));
    },
    typed: () =>
      setNotes((current) => {
        if (!(field in current)) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
  });
}
