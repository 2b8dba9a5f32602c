import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PolicyModalButton } from './PolicyModal';

// The texts' module arrives when the test says so: a visitor opening the modal before the idle
// preload had fetched it.
const texts = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./PolicyModalText', async (importOriginal) => {
  await texts.arrived;
  return importOriginal();
});

describe('a policy modal opened before its text has loaded', () => {
  it('says the text is coming, then shows the terms (storefront §2.3: terms of use, of sale, of purchase)', async () => {
    render(
      <MemoryRouter>
        <PolicyModalButton policy="terms" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByRole('progressbar', { name: 'Loading the text…' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await act(() => {
      texts.arrive();
      return texts.arrived;
    });
    expect(await within(dialog).findByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Terms of Sale' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Terms of Purchase' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
