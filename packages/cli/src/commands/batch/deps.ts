import type { CommandDeps } from '../../context.js';

/** What the batch commands need besides {@link CommandDeps}: time to wait and where files go. */
export interface BatchDeps extends CommandDeps {
  /** Waits between status calls; setTimeout by default (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds between status calls while a batch is processing; 500 by default. */
  pollIntervalMs?: number;
  /** Waits before retrying a status call that failed on the network; 1 s, 2 s, 4 s by default. */
  retryDelaysMs?: readonly number[];
  /** Directory that templates and result files are saved in without a path; the process's by default. */
  cwd?: string;
}
