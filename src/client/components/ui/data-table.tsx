import { formatNumber } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';

// A data table's pieces: the box it scrolls in (so a phone never scrolls the page sideways), sortable
// column headers that say their order to screen readers (aria-sort), and Previous/Next paging.

/** A column heading's text: left and on one line, or right-aligned (numbers) and free to wrap. */
const headText = (align: 'left' | 'right' = 'left', wrap = false) =>
  cn(
    'text-sm font-semibold',
    align === 'right' ? 'text-right' : 'text-left',
    wrap ? 'whitespace-normal' : 'whitespace-nowrap',
  );
/** A column heading cell (a `<th scope="col">`) outside TableHead. */
export const headCell = (align: 'left' | 'right' = 'left', wrap = false) =>
  cn('px-3 py-2', headText(align, wrap));
export const tableHeadCell = headCell();
export const tableCell = 'px-3 py-3 align-top';

export type SortDirection = 'asc' | 'desc';
export interface SortState<C extends string> {
  column: C;
  direction: SortDirection;
}

/** The table in a bordered box that scrolls sideways on its own when the table is wider than the screen. */
export function DataTable({
  labelledBy,
  className,
  children,
  ...props
}: ComponentProps<'table'> & { labelledBy: string }) {
  return (
    <div className="relative overflow-x-auto rounded-ui border border-border">
      <table
        className={cn('w-full border-collapse text-sm', className)}
        aria-labelledby={labelledBy}
        {...props}
      >
        {children}
      </table>
    </div>
  );
}

/** A column heading: its text, or its text read by screen readers only (an actions column). */
export type ColumnHeading =
  | string
  | { label: string; hidden?: boolean; align?: 'left' | 'right' /** may break over lines */; wrap?: boolean };

/** A header row of plain (not sortable) column headings. */
export function TableHead({ columns }: { columns: readonly ColumnHeading[] }) {
  return (
    <thead className="bg-muted">
      <tr>
        {columns.map((heading) => {
          const column = typeof heading === 'string' ? { label: heading } : heading;
          return (
            <th key={column.label} scope="col" className={headCell(column.align, column.wrap)}>
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export interface SortableHeaderProps<C extends string> {
  label: string;
  column: C;
  sort: SortState<C> | null;
  onSort: (sort: SortState<C>) => void;
  /** The order a first click gives: 'desc' for dates and scores (newest, best first), else 'asc'. */
  firstDirection?: SortDirection;
}

/** A column header whose button sorts by the column, and turns the order around on the next click. */
export function SortableHeader<C extends string>({
  label,
  column,
  sort,
  onSort,
  firstDirection = 'asc',
}: SortableHeaderProps<C>) {
  const active = sort?.column === column ? sort.direction : null;
  const Icon = active === 'asc' ? ArrowUp : active === 'desc' ? ArrowDown : ArrowUpDown;
  const next: SortDirection = active ? (active === 'asc' ? 'desc' : 'asc') : firstDirection;
  return (
    <th
      scope="col"
      className={cn('p-1', headText())}
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
    >
      <Button
        variant="ghost"
        size="sm"
        align="start"
        className="w-full"
        onClick={() => onSort({ column, direction: next })}
      >
        {label}
        <Icon aria-hidden="true" className={active ? 'text-foreground' : 'text-muted-foreground'} />
      </Button>
    </th>
  );
}

export interface TablePaginationProps {
  /** Names the navigation, e.g. 'Match pages'. */
  label: string;
  offset: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
  /** A new page is on its way: the buttons wait for it. */
  updating?: boolean;
  /** What is counted, e.g. 'matches'. */
  noun?: ReactNode;
}

/** "Showing 11–20 of 32" with Previous and Next. */
export function TablePagination({
  label,
  offset,
  pageSize,
  shown,
  total,
  onOffset,
  updating = false,
  noun,
}: TablePaginationProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p role="status">
        {shown === 0
          ? `None of ${formatNumber(total, 0)} on this page`
          : `Showing ${formatNumber(offset + 1, 0)}–${formatNumber(offset + shown, 0)} of ${formatNumber(total, 0)}`}
        {noun ? <> {noun}</> : null}
        {updating ? ' (updating...)' : ''}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={offset === 0 || updating}
          onClick={() => onOffset(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          disabled={offset + shown >= total || updating}
          onClick={() => onOffset(offset + pageSize)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
