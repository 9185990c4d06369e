/** The batch contract's answers as the CLI reads them (core/src/api/batch.ts, issue 4 batch contract). */
export type {
  BatchDuplicate,
  BatchImport,
  BatchPlaceCheck,
  BatchRow,
  BatchStatus,
  BatchTradeType,
} from '@funddesk/core';
