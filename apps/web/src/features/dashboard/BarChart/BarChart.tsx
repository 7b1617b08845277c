import { Button, Card, cx } from '@altalena/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import * as shared from '../dashboard.css';
import * as css from './BarChart.css';
import { niceMax, stack } from './scale';

/** A colour of a series: an outcome's or a risk level's token. */
export type ChartTone = keyof typeof css.tone;

/** One series of a chart: a stacked part of every bar. */
export interface ChartSeries<K extends string> {
  /** Its key in every category's `values`. */
  key: K;
  /** Its name in the legend and the table's header. */
  label: string;
  /** Its colour. */
  tone: ChartTone;
}

/** One bar: a month, a risk level. */
export interface ChartCategory<K extends string> {
  /** Unique among the categories (`2026-11`, `high`). */
  key: string;
  /** Under the bar: short (`gen`). */
  label: string;
  /** In the table: whole (`gennaio 2025`). */
  name: string;
  /** The count of each series. */
  values: Record<K, number>;
  /** Colours the whole bar (a chart of one series whose bars differ, such as risk levels). */
  tone?: ChartTone;
}

/** Props of {@link BarChart}. */
export interface BarChartProps<K extends string> {
  /** The card's heading. */
  title: string;
  /** A line under the heading: what is counted. */
  description: string;
  /** The text alternative of the bars: the totals in a sentence. */
  summary: string;
  /** Shown instead of the bars when every value is zero. */
  emptyText: string;
  /** Header of the table's first column (`Month`). */
  categoryHeader: string;
  /** The stacked parts of every bar, bottom first, in the legend's order. */
  series: ChartSeries<K>[];
  /** The bars, left to right. */
  categories: ChartCategory<K>[];
}

/** Width of the drawing in viewBox units; bars share it whatever their number. */
const VIEW_WIDTH = 120;
/** Height of the drawing in viewBox units: the bars' aspect on every screen. */
const VIEW_HEIGHT = 48;
/** Share of each bar's slot left empty between bars. */
const GAP_SHARE = 0.3;

/**
 * A stacked bar chart drawn in SVG with the theme's colours, light enough to load with the dashboard:
 * the bars are decoration for sighted users, the summary sentence and the legend say what they show,
 * and "Show as a table" gives every number.
 */
export function BarChart<K extends string>({
  title,
  description,
  summary,
  emptyText,
  categoryHeader,
  series,
  categories,
}: BarChartProps<K>) {
  const intl = useIntl();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const keys = series.map((entry) => entry.key);
  const totalOf = (category: ChartCategory<K>) =>
    keys.reduce((sum, key) => sum + category.values[key], 0);
  const max = niceMax(Math.max(0, ...categories.map(totalOf)));
  const slot = VIEW_WIDTH / Math.max(categories.length, 1);
  const y = (value: number) => VIEW_HEIGHT - (value / max) * VIEW_HEIGHT;
  const isEmpty = categories.every((category) => totalOf(category) === 0);
  const toneOf = (key: K) => series.find((entry) => entry.key === key)?.tone ?? 'success';

  if (isEmpty) {
    return (
      <Card title={title} description={description}>
        <p className={css.empty}>{emptyText}</p>
      </Card>
    );
  }
  return (
    <Card title={title} description={description}>
      <div className={css.body}>
        <figure className={css.figure}>
          <div className={css.plot} aria-hidden="true">
            <div className={css.axis}>
              <span>{intl.formatNumber(max)}</span>
              <span>{intl.formatNumber(0)}</span>
            </div>
            <svg
              className={css.bars}
              viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
              preserveAspectRatio="none"
              focusable="false"
            >
              {[0, VIEW_HEIGHT / 2, VIEW_HEIGHT].map((lineY) => (
                <line
                  key={lineY}
                  className={css.gridLine}
                  x1={0}
                  x2={VIEW_WIDTH}
                  y1={lineY}
                  y2={lineY}
                />
              ))}
              {categories.map((category, index) =>
                stack(category.values, keys).map((segment) => (
                  <rect
                    key={`${category.key}-${segment.key}`}
                    className={css.tone[category.tone ?? toneOf(segment.key)]}
                    x={index * slot + (slot * GAP_SHARE) / 2}
                    width={slot * (1 - GAP_SHARE)}
                    y={y(segment.to)}
                    height={y(segment.from) - y(segment.to)}
                  />
                )),
              )}
            </svg>
            <ol
              className={css.labels}
              style={{ gridTemplateColumns: `repeat(${categories.length}, minmax(0, 1fr))` }}
            >
              {categories.map((category) => (
                <li key={category.key} className={css.label}>
                  {category.label}
                </li>
              ))}
            </ol>
          </div>
          <figcaption className={css.caption}>
            <p className={css.summary}>{summary}</p>
            {series.length > 1 && (
              <ul className={shared.legend}>
                {series.map((entry) => (
                  <li key={entry.key} className={shared.legendItem}>
                    <span className={cx(css.swatch, css.tone[entry.tone])} aria-hidden="true" />
                    {entry.label}
                  </li>
                ))}
              </ul>
            )}
          </figcaption>
        </figure>
        <Button
          className={css.toggle}
          variant="ghost"
          size="sm"
          aria-expanded={tableShown}
          aria-controls={tableShown ? tableId : undefined}
          onPress={() => setTableShown((shown) => !shown)}
        >
          {intl.formatMessage({
            id: tableShown ? 'dashboard.charts.hideTable' : 'dashboard.charts.showTable',
          })}
        </Button>
        {tableShown && (
          <div id={tableId} className={css.tableBox}>
            <table className={css.table}>
              <caption className={css.tableCaption}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryHeader}</th>
                  {series.map((entry) => (
                    <th key={entry.key} scope="col" className={css.number}>
                      {entry.label}
                    </th>
                  ))}
                  {series.length > 1 && (
                    <th scope="col" className={css.number}>
                      {intl.formatMessage({ id: 'dashboard.charts.total' })}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {categories.map((category) => (
                  <tr key={category.key}>
                    <th scope="row">{category.name}</th>
                    {series.map((entry) => (
                      <td key={entry.key} className={css.number}>
                        {intl.formatNumber(category.values[entry.key])}
                      </td>
                    ))}
                    {series.length > 1 && (
                      <td className={css.number}>{intl.formatNumber(totalOf(category))}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Card>
  );
}
