/** The Beijing month before the one of `ms`, `YYYY-MM`. */
export declare function beijingLastMonth(ms: number): string;
/** Downloads last month's statement of every account (see download-last-month-statements.mjs). */
export declare function run(options: {
  baseUrl: string;
  loginName: string;
  password: string;
  dir: string;
  pollIntervalMs?: number;
}): Promise<{ period: string; files: string[] }>;
