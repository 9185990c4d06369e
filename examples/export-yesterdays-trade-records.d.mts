/** The CSV's columns (Order fields). */
export declare const COLUMNS: string[];
/** The Beijing calendar day before `ms`, `YYYY-MM-DD`. */
export declare function beijingYesterday(ms: number): string;
/** Exports yesterday's trade records as CSV (see export-yesterdays-trade-records.mjs). */
export declare function run(options: {
  baseUrl: string;
  loginName: string;
  password: string;
  groupId?: string;
  out: string;
}): Promise<{ date: string; orders: number; file: string }>;
