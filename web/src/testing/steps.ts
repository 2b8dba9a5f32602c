// Steps a user takes on any page, for the component tests of several features.
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Presses the pager's Next `times` times, each once the page before has been drawn again (its Next with it). */
export async function pressNext(times: number) {
  for (let page = 0; page < times; page += 1) {
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
  }
}

/**
 * Types `value` into `field` (the empty string into an empty field types nothing), presses the button named
 * `button` and finds `answer` on the page: the field's message, the gateway's refusal or the result.
 */
export async function submitValue(field: HTMLElement, value: string, button: string, answer: string | RegExp) {
  fireEvent.change(field, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(answer)).toBeInTheDocument();
}
