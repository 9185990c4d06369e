import { batchTemplateColumns, t, type BatchTradeType } from '@funddesk/core';
import ExcelJS from 'exceljs';

/**
 * One row of a batch given as data instead of a file (issue 18 §1 "import a batch from rows"). Amounts are
 * yuan and shares 份, as numbers or decimal strings; the gateway checks every row exactly as it checks a
 * spreadsheet (spec 02 §7 "batch Excel", §5 amount rules).
 */
export interface BatchRowInput {
  /** The account (机构编号 or organisation name); the import's default account when omitted. */
  account?: string;
  /** Six-digit fund code (`000001`); written as text so that leading zeros stay. */
  fundCode: string;
  /** Purchase amount in yuan (purchase batches). */
  amount?: number | string;
  /** Redemption shares in 份 (redemption batches). */
  shares?: number | string;
  /** `0` reinvestment (红利再投资) or `1` cash (现金红利); the fund's default when omitted (spec 02 §9). */
  dividendMethod?: '0' | '1';
  /** Free text, at most 100 characters. */
  remark?: string;
}

/**
 * Builds the batch spreadsheet of `rows` in the template's layout (the catalogue's headers of
 * core's batchTemplateColumns, one sheet, fund codes as text), ready for the importExcel upload.
 * @returns the xlsx bytes
 * @see spec 02 §7 "batch Excel"; core rules/batchSheet.ts
 */
export async function batchWorkbook(
  tradeType: BatchTradeType,
  rows: readonly BatchRowInput[],
): Promise<Uint8Array> {
  const columns = batchTemplateColumns[tradeType];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(tradeType === 'purchase' ? '批量申购' : '批量赎回');
  sheet.addRow(columns.map((column) => t(column.header)));
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        switch (column.field) {
          case 'account':
            return row.account ?? null;
          case 'fundCode':
            return row.fundCode;
          case 'amount':
            return row.amount === undefined ? null : Number(row.amount);
          case 'shares':
            return row.shares === undefined ? null : Number(row.shares);
          case 'dividendMethod':
            return row.dividendMethod === undefined ? null : t(`batch.dividend.${row.dividendMethod}`);
          case 'remark':
            return row.remark ?? null;
        }
      }),
    );
  }
  const fundColumn = columns.findIndex((column) => column.field === 'fundCode') + 1;
  sheet.getColumn(fundColumn).numFmt = '@';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
