import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The confirmation `title` (an alert dialog, given time to open on a shared machine) asks `question`:
 * presses `button` in it and waits until it has closed.
 */
export async function answerConfirmation(title: string, question: string, button: string) {
  const dialog = within(await screen.findByRole('alertdialog', { name: title }, { timeout: 15_000 }));
  expect(dialog.getByText(question)).toBeInTheDocument();
  fireEvent.click(dialog.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}
