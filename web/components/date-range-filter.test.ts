import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '@/i18n/i18n';
import { DateRangeFilter, LabelledDateFilter } from './date-range-filter';

const noop = () => undefined;
// The classes every Label has (web/components/ui/label.tsx), left out to show a cell's own.
const LABEL_BASE = new Set(
  'flex items-center gap-1 text-sm font-medium leading-none text-foreground select-none'.split(' '),
);

/** Each labelled box of the markup: its cell's classes, its label's own (beyond Label's), text and box. */
function cells(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  const cell =
    /<div class="([^"]*)"><label[^>]*class="([^"]*)" for="([^"]*)">([^<]*)<\/label><div(?: class="([^"]*)")?><div class="relative"><input[^>]* id="([^"]*)"/g;
  return [...html.matchAll(cell)].map(([, cellClass, labelClass, htmlFor, label, boxClass, id]) => ({
    cell: cellClass,
    label,
    labelClasses: (labelClass ?? '')
      .split(' ')
      .filter((c) => !LABEL_BASE.has(c) && !c.includes(':'))
      .sort(),
    htmlFor,
    box: boxClass ?? '',
    id,
  }));
}

const INLINE = 'flex items-center gap-2';
const STACKED = 'flex flex-col gap-2';

/** The cell expected for box `id` labelled `label`. */
function expected(id: string, label: string, cell: string, labelClasses: string[], box: string) {
  return { cell, label, labelClasses, htmlFor: id, box, id };
}

const range = {
  start: '2026-04-01',
  end: '2026-04-30',
  onStartChange: noop,
  onEndChange: noop,
  fromLabel: 'From',
  toLabel: 'To',
};

describe('DateRangeFilter', () => {
  it("lays the filter bars' From and To beside their labels, the labels one minimum width so the boxes line up", () => {
    expect(cells(createElement(DateRangeFilter, { idPrefix: 'sales', ...range }))).toEqual([
      expected('sales-from', 'From', INLINE, ['min-w-10', 'shrink-0'], 'min-w-0 flex-1'),
      expected('sales-to', 'To', INLINE, ['min-w-10', 'shrink-0'], 'min-w-0 flex-1'),
    ]);
  });

  it('stacked, puts each label above its box of the width asked for', () => {
    const element = createElement(DateRangeFilter, {
      idPrefix: 'statement',
      layout: 'stacked',
      required: true,
      boxClassName: 'w-44',
      ...range,
    });
    expect(cells(element)).toEqual([
      expected('statement-from', 'From', STACKED, [], 'w-44'),
      expected('statement-to', 'To', STACKED, [], 'w-44'),
    ]);
  });

  it("stacked in a grid, adds the cells' own classes and lets each box fill its cell", () => {
    const element = createElement(DateRangeFilter, {
      idPrefix: 'book',
      layout: 'stacked',
      required: true,
      cellClassName: 'min-w-0 sm:w-40',
      ...range,
    });
    expect(cells(element)).toEqual([
      expected('book-from', 'From', `${STACKED} min-w-0 sm:w-40`, [], ''),
      expected('book-to', 'To', `${STACKED} min-w-0 sm:w-40`, [], ''),
    ]);
  });
});

describe('LabelledDateFilter', () => {
  it('lays one date beside its label, the box of the width asked for', () => {
    const element = createElement(LabelledDateFilter, {
      id: 'outstanding-as-of',
      label: 'As of',
      value: '2026-04-01',
      onChange: noop,
      required: true,
      boxClassName: 'w-44',
    });
    expect(cells(element)).toEqual([expected('outstanding-as-of', 'As of', INLINE, ['shrink-0'], 'w-44')]);
  });

  it('stacked without a width, lets the box fill its cell under the label', () => {
    const element = createElement(LabelledDateFilter, {
      id: 'book-from',
      label: 'From',
      value: undefined,
      onChange: noop,
      layout: 'stacked',
    });
    expect(cells(element)).toEqual([expected('book-from', 'From', STACKED, [], '')]);
  });

  it("adds the cell's own classes to its layout", () => {
    const element = createElement(LabelledDateFilter, {
      id: 'ledger-from',
      label: 'From',
      value: undefined,
      onChange: noop,
      layout: 'stacked',
      className: 'min-w-0',
    });
    expect(cells(element)).toEqual([expected('ledger-from', 'From', `${STACKED} min-w-0`, [], '')]);
  });
});
