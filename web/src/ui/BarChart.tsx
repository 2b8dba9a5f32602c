import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import './bar-chart.css';

export type BarDatum = { label: string; value: number; display: string };

const WIDTH = 560;
const HEIGHT = 260;
const MARGIN = { top: 28, right: 12, bottom: 40, left: 72 };
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** A bar's value in whole counts below a thousand, as every units amount reads ('167', not '166.9'); 120.5K above. */
const barValue = (value: number): string => compact.format(Math.abs(value) < 1000 ? Math.round(value) : value);

/**
 * A tick's label as a plain SVG text: visx's own wraps it in an <svg style="overflow: visible">, an
 * inline style the CSP refuses in server-rendered HTML.
 */
const TickLabel = ({ formattedValue, x, y, dx, dy, fill, fontSize, fontFamily, textAnchor }: TickRendererProps) => (
  <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} fontFamily={fontFamily} textAnchor={textAnchor}>
    {formattedValue}
  </text>
);

/**
 * A bar chart drawn as a scalable SVG (visx). It is a picture only (aria-hidden): the page shows the
 * same numbers in a table, which is what screen readers read.
 */
export function BarChart({ title, bars }: { title: string; bars: BarDatum[] }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: bars.map((b) => b.label), range: [0, innerWidth], padding: 0.3 });
  const top = Math.max(0, ...bars.map((b) => b.value));
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...bars.map((b) => b.value)), top || 1],
    range: [innerHeight, 0],
    nice: true,
  });
  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart-title">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid meet">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {bars.map((bar) => {
            const barX = x(bar.label) ?? 0;
            const barY = y(Math.max(0, bar.value));
            const height = Math.abs(y(bar.value) - y(0));
            return (
              <Group key={bar.label}>
                <Bar className="bar-chart-bar" x={barX} y={barY} width={x.bandwidth()} height={height} />
                <text className="bar-chart-value" x={barX + x.bandwidth() / 2} y={barY - 6} textAnchor="middle">
                  {barValue(bar.value)}
                </text>
              </Group>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => compact.format(Number(v))}
            tickClassName="bar-chart-tick"
            tickComponent={TickLabel}
          />
          <AxisBottom top={innerHeight} scale={x} tickClassName="bar-chart-tick" tickComponent={TickLabel} />
        </Group>
      </svg>
    </figure>
  );
}
