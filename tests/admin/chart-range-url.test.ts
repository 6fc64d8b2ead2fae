import { describe, expect, it } from 'vitest';
import { chartChoiceParams, readChartChoice } from '@/components/admin/overview/chart-range';

/* Issue 26: the Overview's chart range lives in the URL, so a reload or a shared link draws the same charts. */

const TODAY = '2026-11-27';
const from = (params: Record<string, string>) => readChartChoice((name) => params[name], TODAY);

describe('the chart range in the URL', () => {
  it('reads a preset, custom dates and the interval, and writes them back', () => {
    expect(from({})).toEqual({ preset: 'last30', from: '2026-10-29', to: TODAY, interval: 'day' });
    expect(from({ 'charts.range': 'last90', 'charts.interval': 'week' })).toEqual({
      preset: 'last90',
      from: '2026-08-30',
      to: TODAY,
      interval: 'week',
    });
    const custom = from({ 'charts.range': 'custom', 'charts.from': '2026-11-01', 'charts.to': '2026-11-20' });
    expect(custom).toEqual({ preset: 'custom', from: '2026-11-01', to: '2026-11-20', interval: 'day' });
    expect(chartChoiceParams(custom)).toEqual({
      'charts.range': 'custom',
      'charts.from': '2026-11-01',
      'charts.to': '2026-11-20',
      'charts.interval': null,
    });
  });

  it('leaves the defaults out of the URL and ignores what it does not know', () => {
    expect(Object.values(chartChoiceParams(from({})))).toEqual([null, null, null, null]);
    expect(from({ 'charts.range': 'forever', 'charts.interval': 'hour' })).toMatchObject({
      preset: 'last30',
      interval: 'day',
    });
    expect(from({ 'charts.range': 'custom', 'charts.from': '2026-02-30', 'charts.to': 'x' })).toMatchObject({
      from: '',
      to: '',
    });
  });
});
