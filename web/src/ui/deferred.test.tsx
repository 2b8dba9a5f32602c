import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredComponent } from './deferred';
import { Spinner } from './Spinner';

/** A text whose code arrives when the test says so: a modal opened before the idle preload fetched it. */
function slowText() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Text = ({ title }: { title: string }) => <h3>{title}</h3>;
  const code = deferredComponent(() => arrived.then(() => Text), <Spinner label="Loading the text…" />);
  return { code, arrive: () => act(() => (arrive(), arrived)) };
}

describe('deferred content opened before its code has loaded', () => {
  it('shows its fallback (the policy modals: "Loading the text…"), then the content, and the fallback is gone', async () => {
    const { code, arrive } = slowText();
    render(<code.Deferred title="Terms of Use" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the text…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Terms of Use' })).not.toBeInTheDocument();

    await arrive();
    expect(await screen.findByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('draws at once, with no fallback, once the code is loaded', async () => {
    const { code, arrive } = slowText();
    await arrive();
    await act(() => code.preload());
    render(<code.Deferred title="Terms of Sale" />);
    expect(screen.getByRole('heading', { name: 'Terms of Sale' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
