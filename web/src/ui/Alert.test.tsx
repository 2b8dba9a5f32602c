import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';

/** The declarations of the one rule whose selector list names `selector`. */
const ruleOf = (selector: string): Record<string, string> => {
  const source = readFileSync(join(import.meta.dirname, 'Alert.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = [...source.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, selectors]) =>
    selectors!
      .split(',')
      .map((s) => s.trim())
      .includes(selector),
  );
  expect(rules, selector).toHaveLength(1);
  return Object.fromEntries(
    rules[0]![2]!
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter((pair) => pair.length === 2 && pair[0])
      .map(([name, value]) => [name!, value!]),
  );
};

describe('alert tones', () => {
  it('announces errors and warnings, and shows only errors in the error red', () => {
    render(
      <>
        <Alert tone="error">Failed</Alert>
        <Alert tone="warning">Caps Lock is on.</Alert>
        <Alert tone="info">No customers or vendors found.</Alert>
        <Alert tone="success">Saved.</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Failed', 'Caps Lock is on.']);
    expect(screen.getAllByRole('status').map((a) => a.textContent)).toEqual([
      'No customers or vendors found.',
      'Saved.',
    ]);
    expect(ruleOf('.alert-error')).toMatchObject({ background: 'var(--error-bg)', color: 'var(--error-text)' });
    for (const tone of ['warning', 'info', 'success']) {
      const rule = ruleOf(`.alert-${tone}`);
      expect(rule.background, tone).not.toBe('var(--error-bg)');
      expect(rule.color, tone).not.toBe('var(--error-text)');
      expect(rule['border-color'], tone).not.toBe('var(--accent)');
    }
  });
});
