import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Tooltip } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, RenderMode, SelectionModes, Table2 } from '@blueprintjs/table';
import { formatNumber, t, type BatchRow, type BatchTradeType, type MessageKey } from '@funddesk/core';
import { batchTexts, dividendText, rowErrorLines } from './batchText';
import '@blueprintjs/table/lib/css/table.css';

/** Row height of the validation table, px. */
export const ROW_HEIGHT = 26;
/** Header height, px. */
export const HEADER_HEIGHT = 30;
/** Rows shown before the table scrolls (the table virtualises up to 10,000 rows). */
export const VISIBLE_ROWS = 16;

/** The error field a column shows (`row` errors mark the row number). */
type ErrorField = BatchRow['errors'][number]['field'];

interface ColumnDef {
  key: string;
  title: MessageKey;
  width: number;
  numeric?: boolean;
  field?: ErrorField;
  text: (row: BatchRow) => string;
}

function columnsOf(tradeType: BatchTradeType): ColumnDef[] {
  const none = t('display.none');
  const columns: ColumnDef[] = [
    {
      key: 'rowNo',
      title: 'webBatch.col.rowNo',
      width: 50,
      numeric: true,
      field: 'row',
      text: (r) => String(r.rowNo),
    },
    {
      key: 'account',
      title: 'webBatch.col.account',
      width: 92,
      field: 'groupId',
      text: (r) => r.account || none,
    },
    { key: 'corpName', title: 'webBatch.col.corpName', width: 168, text: (r) => r.corpName ?? none },
    {
      key: 'fundCode',
      title: 'webBatch.col.fundCode',
      width: 72,
      field: 'fundCode',
      text: (r) => r.fundCode || none,
    },
    { key: 'fundName', title: 'webBatch.col.fundName', width: 180, text: (r) => r.fundName ?? none },
    tradeType === 'purchase'
      ? {
          key: 'amount',
          title: batchTexts.purchase.quantity,
          width: 112,
          numeric: true,
          field: 'amount',
          text: (r) => formatNumber(r.amount, 2),
        }
      : {
          key: 'shares',
          title: batchTexts.redemption.quantity,
          width: 112,
          numeric: true,
          field: 'shares',
          text: (r) => formatNumber(r.shares, 2),
        },
  ];
  if (tradeType === 'purchase') {
    columns.push({
      key: 'dividend',
      title: 'webBatch.col.dividend',
      width: 80,
      field: 'dividendMethod',
      text: (r) => dividendText(r.dividendMethod),
    });
  }
  columns.push({
    key: 'remark',
    title: 'webBatch.col.remark',
    width: 110,
    field: 'remark',
    text: (r) => r.remark,
  });
  return columns;
}

/** Props of {@link ValidationTable}. */
export interface ValidationTableProps {
  tradeType: BatchTradeType;
  /** The rows to show (all, or only the invalid ones). */
  rows: readonly BatchRow[];
}

/** The narrowest result column, px; wider when the card has room. */
export const MIN_RESULT_WIDTH = 240;

/** The width of an element, kept current while it resizes (0 until measured). */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * The validation table of an imported spreadsheet (Blueprint Table2, dense, virtualised): 行号, 账户,
 * 机构名称, 基金代码, 基金名称, 申购金额(元) or 赎回份额(份), 分红方式 (purchases), 备注, 校验结果. A cell with an
 * error is marked red and its message shows in a tooltip; the result column lists every error of the row
 * (`基金代码：…；申购金额(元)：…`) or 通过. Amounts and shares with 2 decimals and thousands separators.
 * @see spec 02 §2 multiBuy/multiSell, §5 (amount messages), §9 (dividend methods)
 */
export function ValidationTable({ tradeType, rows }: ValidationTableProps) {
  const columns = columnsOf(tradeType);
  const [wrap, width] = useWidth();
  const fixed = columns.reduce((sum, col) => sum + col.width, 0);
  // The result column takes the rest of the card (minus the border), never less than its minimum.
  const resultWidth = Math.max(MIN_RESULT_WIDTH, width - fixed - 2);

  const header = (title: MessageKey, numeric?: boolean) => () => (
    <ColumnHeaderCell
      name={t(title)}
      nameRenderer={() => <span className={numeric ? 'fd-th fd-th-num' : 'fd-th'}>{t(title)}</span>}
    />
  );

  const cell = (col: ColumnDef) => (rowIndex: number) => {
    const row = rows[rowIndex];
    if (!row) return <Cell />;
    const text = col.text(row);
    const errors = col.field ? row.errors.filter((e) => e.field === col.field) : [];
    const classes = ['fd-td', col.numeric ? 'fd-td-num' : '', errors.length > 0 ? 'fd-batch-bad' : '']
      .filter(Boolean)
      .join(' ');
    let content: ReactNode = text;
    if (errors.length > 0) {
      content = (
        <Tooltip
          compact
          placement="top"
          content={<span className="fd-tip-wide">{errors.map((e) => e.message).join('；')}</span>}
          targetTagName="div"
          className="fd-batch-tip"
        >
          <span data-error={errors.map((e) => e.message).join('；')}>{text || '\u00a0'}</span>
        </Tooltip>
      );
    }
    return (
      <Cell className={classes} intent={errors.length > 0 ? 'danger' : 'none'}>
        <div className="fd-td-inner" data-row={row.rowNo} data-col={col.key}>
          {content}
        </div>
      </Cell>
    );
  };

  const resultCell = (rowIndex: number) => {
    const row = rows[rowIndex];
    if (!row) return <Cell />;
    if (row.valid) {
      return (
        <Cell className="fd-td">
          <div className="fd-td-inner fd-batch-ok" data-row={row.rowNo} data-col="result">
            {t('webBatch.result.ok')}
          </div>
        </Cell>
      );
    }
    const lines = rowErrorLines(row);
    return (
      <Cell className="fd-td">
        <Tooltip
          compact
          placement="left"
          content={
            <span className="fd-tip-wide">
              {lines.map((line) => (
                <span key={line} className="fd-batch-tip-line">
                  {line}
                </span>
              ))}
            </span>
          }
          targetTagName="div"
          className="fd-batch-tip"
        >
          <div className="fd-td-inner fd-batch-error" data-row={row.rowNo} data-col="result">
            {lines.join('；')}
          </div>
        </Tooltip>
      </Cell>
    );
  };

  const visible = Math.min(Math.max(rows.length, 1), VISIBLE_ROWS);
  return (
    <div
      ref={wrap}
      className="fd-fund-table fd-batch-table"
      style={{ height: HEADER_HEIGHT + visible * ROW_HEIGHT + 2 }}
    >
      <Table2
        numRows={rows.length}
        defaultRowHeight={ROW_HEIGHT}
        columnWidths={[...columns.map((c) => c.width), resultWidth]}
        enableRowHeader={false}
        enableColumnResizing={false}
        enableColumnReordering={false}
        enableFocusedCell={false}
        enableGhostCells={false}
        selectionModes={SelectionModes.NONE}
        renderMode={rows.length > 200 ? RenderMode.BATCH : RenderMode.NONE}
        cellRendererDependencies={[rows, tradeType, resultWidth]}
      >
        {[
          ...columns.map((col) => (
            <Column
              key={col.key}
              id={col.key}
              columnHeaderCellRenderer={header(col.title, col.numeric)}
              cellRenderer={cell(col)}
            />
          )),
          <Column
            key="result"
            id="result"
            columnHeaderCellRenderer={header('webBatch.col.result')}
            cellRenderer={resultCell}
          />,
        ]}
      </Table2>
    </div>
  );
}
