/** The date choices of the order and summary invoice filters (the spec's presets: all, 30, 60, 90 days, custom range). */
export const DATE_PRESETS = [
  { value: 'all', label: 'All dates' },
  { value: '30', label: 'Last 30 days' },
  { value: '60', label: 'Last 60 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom range' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['value'];

const isoDaysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/** The dates (yyyy-MM-dd) a preset stands for: the last days up to `now`, or the custom range as typed; null is open. */
export function presetRange(
  { preset, from, to }: { preset: DatePreset; from: string; to: string },
  now: Date,
): { from: string | null; to: string | null } {
  if (preset === 'custom') return { from: from || null, to: to || null };
  return { from: preset === 'all' ? null : isoDaysAgo(Number(preset), now), to: null };
}
