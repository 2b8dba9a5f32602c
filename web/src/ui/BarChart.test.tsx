import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

describe('the bar chart', () => {
  it('labels a bar in whole counts below a thousand and compactly above (a units overview read 166.9)', () => {
    const { container } = render(
      <BarChart
        title="Open balance by age"
        bars={[
          { label: 'Current', value: 166.89, display: '167 units' },
          { label: 'Over 30', value: 0, display: '0 units' },
          { label: 'Over 120', value: 120506.4, display: '120,506 units' },
        ]}
      />,
    );
    const labels = [...container.querySelectorAll('.bar-chart-value')].map((label) => label.textContent);
    expect(labels).toEqual(['167', '0', '120.5K']);
  });
});
